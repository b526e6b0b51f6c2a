import { Stack, Text, Title } from '@mantine/core';
import { BrandLogo } from '../../../components/brand-logo';
import type { Brand } from '../../../lib/brands';
import classes from './home-hero.module.css';

export type HomeHeroProps = {
  brand: Brand;
  title: string;
  text: string;
};

/** The branded welcome banner: brand colours, logo, heading and a short introduction. */
export function HomeHero({ brand, title, text }: HomeHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <Stack className={classes.content} gap="lg">
        <div className={classes.logoCard}>
          <BrandLogo brand={brand} height={44} />
        </div>
        <Title order={1} id="home-hero-title" className={classes.title}>
          {title}
        </Title>
        <Text size="lg" className={classes.text}>
          {text}
        </Text>
      </Stack>
    </section>
  );
}
