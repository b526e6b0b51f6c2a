import type { Environment } from './environment';

/**
 * Spec 000 §2 Migration page: the successor product has one address for production and another for
 * every other environment. Invented addresses (the `.example` domain never resolves).
 */
export const SUCCESSOR_PRODUCT_URLS = {
  production: 'https://portal.onefleet.example/',
  nonProduction: 'https://portal.preprod.onefleet.example/',
} as const;

export const successorProductUrl = (environment: Environment): string =>
  environment === 'PROD' ? SUCCESSOR_PRODUCT_URLS.production : SUCCESSOR_PRODUCT_URLS.nonProduction;

/** The support contact shown to migrated users. */
export const SUPPORT_CONTACT = {
  email: 'fleet-support@onefleet.example',
  phone: '+44 20 7946 0000',
} as const;
