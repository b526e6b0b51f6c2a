import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { TBrandCode } from '@portal/contract';

/**
 * The portal's two brands (spec 000 §1). Both are invented for this project: every brand-specific
 * name, colour and logo lives in this file and in public/brands/.
 */
export const SOCIAL_NETWORKS = ['twitter', 'linkedin', 'instagram', 'youtube', 'flickr', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Where a brand's footer links go (spec 000 §2 Shell footer): configuration per brand. A value that
 * starts with '/' is a page of the portal (in the page's language); anything else is an address.
 */
export type BrandLinks = {
  contactUs: string;
  legalNotice: string;
  globalSite: string;
  privacy: string;
  social: Record<SocialNetwork, string>;
};

/** Our own legal notice and privacy pages (content pages, six languages): every brand's default. */
export const LEGAL_NOTICE_PATH = '/legal-notice';
export const PRIVACY_PATH = '/privacy';

/** The invented brands' addresses: `.example` domains, which no real company can hold. */
const brandLinks = (domain: string, handle: string): BrandLinks => ({
  contactUs: `mailto:fleet-support@${domain}`,
  legalNotice: LEGAL_NOTICE_PATH,
  globalSite: `https://www.${domain}/`,
  privacy: PRIVACY_PATH,
  social: {
    twitter: `https://social.${domain}/twitter/${handle}`,
    linkedin: `https://social.${domain}/linkedin/${handle}`,
    instagram: `https://social.${domain}/instagram/${handle}`,
    youtube: `https://social.${domain}/youtube/${handle}`,
    flickr: `https://social.${domain}/flickr/${handle}`,
    facebook: `https://social.${domain}/facebook/${handle}`,
  },
});

export type Brand = {
  code: TBrandCode;
  /** Lower-case word looked for in the host name; also the `data-brand` value on <html>. */
  keyword: string;
  name: string;
  logoUrl: string;
  iconUrl: string;
  /** The address the legal notice and privacy pages name for questions. */
  contactEmail: string;
  links: BrandLinks;
  theme: MantineThemeOverride;
};

// System fonts only: the CSP allows no font host and we bundle no web fonts.
const SYSTEM_SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
const HUMANIST_SANS =
  "'Avenir Next', Avenir, 'Segoe UI', Ubuntu, Cantarell, 'Noto Sans', 'DejaVu Sans', system-ui, sans-serif";
const MONO = "ui-monospace, 'SF Mono', 'Cascadia Mono', 'Liberation Mono', Menlo, Consolas, monospace";

// Shade 6 is the filled colour; both pass 4.5:1 contrast with white text.
const CORVANE_BLUE: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e2f4',
  '#a6c3e8',
  '#76a3dc',
  '#4f87d1',
  '#3675cb',
  '#2a6bc9',
  '#1d5ab2',
  '#134f9f',
  '#00448d',
];
const TESSALY_GREEN: MantineColorsTuple = [
  '#e8f7f0',
  '#d0ece0',
  '#a1d8bf',
  '#6fc39c',
  '#46b17f',
  '#2d9a6a',
  '#1f7a55',
  '#18694a',
  '#10583e',
  '#064631',
];

const corvane: Brand = {
  code: 1,
  keyword: 'corvane',
  name: 'Corvane Fleet',
  logoUrl: '/brands/corvane.svg',
  iconUrl: '/brands/corvane-icon.svg',
  contactEmail: 'fleet-support@corvane.example',
  links: brandLinks('corvane.example', 'corvanefleet'),
  theme: createTheme({
    colors: { corvane: CORVANE_BLUE },
    primaryColor: 'corvane',
    primaryShade: 6,
    fontFamily: SYSTEM_SANS,
    fontFamilyMonospace: MONO,
    headings: { fontFamily: SYSTEM_SANS, fontWeight: '700' },
    defaultRadius: 'sm',
  }),
};

const tessaly: Brand = {
  code: 2,
  keyword: 'tessaly',
  name: 'Tessaly Energy',
  logoUrl: '/brands/tessaly.svg',
  iconUrl: '/brands/tessaly-icon.svg',
  contactEmail: 'fleet-support@tessaly.example',
  links: brandLinks('tessaly.example', 'tessalyenergy'),
  theme: createTheme({
    colors: { tessaly: TESSALY_GREEN },
    primaryColor: 'tessaly',
    primaryShade: 6,
    fontFamily: HUMANIST_SANS,
    fontFamilyMonospace: MONO,
    headings: { fontFamily: HUMANIST_SANS, fontWeight: '600' },
    defaultRadius: 'md',
  }),
};

export const BRANDS: readonly Brand[] = [corvane, tessaly];

/** Spec 000 §1: a host containing brand 2's keyword is brand 2; every other host is brand 1. */
export const brandFromHost = (hostname: string): Brand =>
  hostname.toLowerCase().includes(tessaly.keyword) ? tessaly : corvane;

/** The brand of the page being shown; the host never changes while the app runs. */
export const getActiveBrand = (): Brand => brandFromHost(window.location.hostname);

/** Title, `data-brand` and favicon of the document follow the brand. */
export function applyBrandToDocument(brand: Brand, doc: Document = document) {
  doc.title = brand.name;
  doc.documentElement.dataset.brand = brand.keyword;
  // The sign-in landing is drawn without Mantine (components/plain-ui): it reads the brand from these.
  const { colors, primaryColor = 'blue', fontFamily, headings } = brand.theme;
  const shades = colors?.[primaryColor];
  const style = doc.documentElement.style;
  if (shades) {
    style.setProperty('--portal-primary', shades[6]);
    style.setProperty('--portal-primary-hover', shades[7]);
    style.setProperty('--portal-primary-light', shades[0]);
  }
  if (fontFamily) style.setProperty('--portal-font', fontFamily);
  if (headings?.fontWeight) style.setProperty('--portal-heading-weight', headings.fontWeight);
  const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = brand.iconUrl;
}
