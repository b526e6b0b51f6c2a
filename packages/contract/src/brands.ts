import type { TBrandCode } from './common/constants';

/**
 * The two brands (spec 000 §1), both invented for this project. Server pages (the sign-in page,
 * emails) and the web app read names, host keywords and artwork from here; the web app adds its
 * Mantine themes on top.
 */
export type TBrandIdentity = {
  code: TBrandCode;
  /** Lower-case word looked for in the host name; also `data-brand` on <html>. */
  keyword: string;
  name: string;
  logoUrl: string;
  iconUrl: string;
  /** Filled colour of buttons and links (passes 4.5:1 with white text). */
  primaryColor: string;
};

export const BRAND_IDENTITIES: readonly [TBrandIdentity, TBrandIdentity] = [
  {
    code: 1,
    keyword: 'corvane',
    name: 'Corvane Fleet',
    logoUrl: '/brands/corvane.svg',
    iconUrl: '/brands/corvane-icon.svg',
    primaryColor: '#2a6bc9',
  },
  {
    code: 2,
    keyword: 'tessaly',
    name: 'Tessaly Energy',
    logoUrl: '/brands/tessaly.svg',
    iconUrl: '/brands/tessaly-icon.svg',
    primaryColor: '#1f7a55',
  },
];

/** Spec 000 §1: a host containing brand 2's keyword is brand 2; every other host is brand 1. */
export const brandIdentityFromHost = (hostname: string): TBrandIdentity =>
  hostname.toLowerCase().includes(BRAND_IDENTITIES[1].keyword) ? BRAND_IDENTITIES[1] : BRAND_IDENTITIES[0];

export const brandIdentityByCode = (code: number): TBrandIdentity =>
  BRAND_IDENTITIES.find((b) => b.code === code) ?? BRAND_IDENTITIES[0];
