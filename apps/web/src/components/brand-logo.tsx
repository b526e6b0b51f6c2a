import type { Brand } from '../lib/brands';

export type BrandLogoProps = {
  brand: Brand;
  height: number;
  /** Empty when a surrounding link already names the brand. */
  alt?: string;
};

/** The brand's logo artwork from public/brands/ (a plain image: the sign-in landing shows it too). */
export function BrandLogo({ brand, height, alt = brand.name }: BrandLogoProps) {
  return (
    <img
      src={brand.logoUrl}
      alt={alt}
      style={{ display: 'block', height, width: 'auto', objectFit: 'contain' }}
    />
  );
}
