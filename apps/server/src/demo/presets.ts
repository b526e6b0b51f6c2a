/** Sizes of the generated data. `tiny` keeps tests fast; `demo` is what start loads; `large` is for benchmarks. */
export type Preset = {
  name: PresetName;
  /** Authorities in total, including the fixed ones of the named demo customers. */
  authorities: number;
  cards: number;
  /** Transaction product lines over the last `transactionMonths` months. */
  transactions: number;
  transactionMonths: number;
  /** Months of invoices (older ones are archive documents without transaction rows). */
  invoiceMonths: number;
  chargingSessions: number;
  /** Retail sites of the catalogue per country. */
  sitesPerCountry: number;
  publicChargingSites: number;
  /** Generic users per authority, on average, besides the named demo users. */
  usersPerAuthority: number;
  /** Sign-ins per active user over the audit period, on average. */
  loginsPerUser: number;
};

export const PRESET_NAMES = ['tiny', 'demo', 'large'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export const PRESETS: Record<PresetName, Preset> = {
  tiny: {
    name: 'tiny',
    authorities: 36,
    cards: 400,
    transactions: 8_000,
    transactionMonths: 15,
    invoiceMonths: 24,
    chargingSessions: 2_000,
    sitesPerCountry: 30,
    publicChargingSites: 30,
    usersPerAuthority: 1.5,
    loginsPerUser: 4,
  },
  demo: {
    name: 'demo',
    authorities: 60,
    cards: 3_000,
    transactions: 150_000,
    transactionMonths: 15,
    invoiceMonths: 36,
    chargingSessions: 50_000,
    sitesPerCountry: 150,
    publicChargingSites: 400,
    usersPerAuthority: 2.5,
    loginsPerUser: 20,
  },
  large: {
    name: 'large',
    authorities: 2_000,
    cards: 100_000,
    transactions: 5_000_000,
    transactionMonths: 15,
    invoiceMonths: 36,
    chargingSessions: 1_000_000,
    sitesPerCountry: 1_500,
    publicChargingSites: 4_000,
    usersPerAuthority: 2,
    loginsPerUser: 20,
  },
};

export const isPresetName = (value: unknown): value is PresetName =>
  typeof value === 'string' && (PRESET_NAMES as readonly string[]).includes(value);
