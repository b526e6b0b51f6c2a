import { Image } from '@mantine/core';
import type { Brand } from '../lib/brands';

export type BrandLogoProps = {
  brand: Brand;
  height: number;
  /** Empty when a surrounding link already names the brand. */
  alt?: string;
};

/** The brand's logo artwork from public/brands/. */
export function BrandLogo({ brand, height, alt = brand.name }: BrandLogoProps) {
  return <Image src={brand.logoUrl} alt={alt} h={height} w="auto" fit="contain" />;
}
