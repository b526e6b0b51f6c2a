/** Product and site catalogues (spec 002 §9 product ids and categories, spec 001 §3 site types). */

export const PRODUCT_CATEGORIES = [
  [100, 'Diesel'],
  [200, 'Motor spirits'],
  [300, 'Lubricants'],
  [400, 'Vehicle services'],
  [600, 'Shop goods'],
  [800, 'Vehicle wash'],
] as const;

export type ProductRef = {
  id: number;
  category: number;
  name: string;
  /** F fuel, N non-fuel. */
  type: 'F' | 'N';
  unit: 'L' | 'kg' | 'kWh' | 'EA';
  /** Quantity range in units per purchase. */
  min: number;
  max: number;
  /** Typical gross unit price in euro thousandths. */
  priceMilli: number;
  /** Relative frequency in fuel-card purchases. */
  weight: number;
};

const p = (
  id: number,
  category: number,
  name: string,
  type: 'F' | 'N',
  unit: ProductRef['unit'],
  [min, max]: [number, number],
  priceMilli: number,
  weight: number,
): ProductRef => ({ id, category, name, type, unit, min, max, priceMilli, weight });

export const PRODUCTS: readonly ProductRef[] = [
  p(10001, 100, 'Diesel', 'F', 'L', [20, 420], 1_659, 46),
  p(10002, 100, 'Premium diesel', 'F', 'L', [20, 180], 1_829, 8),
  p(10003, 100, 'HVO100 renewable diesel', 'F', 'L', [20, 300], 1_949, 3),
  p(20001, 200, 'Unleaded 95', 'F', 'L', [15, 70], 1_749, 14),
  p(20002, 200, 'Super unleaded 98', 'F', 'L', [15, 70], 1_899, 3),
  p(20003, 200, 'LPG', 'F', 'L', [15, 60], 899, 1.5),
  p(20004, 200, 'CNG', 'F', 'kg', [5, 30], 1_399, 1),
  p(20005, 200, 'Electricity', 'F', 'kWh', [5, 80], 549, 5),
  p(30001, 300, 'Engine oil', 'N', 'L', [1, 5], 14_900, 1),
  p(30002, 300, 'AdBlue', 'N', 'L', [5, 60], 899, 6),
  p(40001, 400, 'Tyres', 'N', 'EA', [1, 4], 119_000, 0.5),
  p(40002, 400, 'Servicing and repairs', 'N', 'EA', [1, 1], 189_000, 0.5),
  p(40003, 400, 'Tolls and parking', 'N', 'EA', [1, 1], 14_500, 2),
  p(60001, 600, 'Food and drink', 'N', 'EA', [1, 4], 4_200, 4),
  p(60002, 600, 'Shop goods', 'N', 'EA', [1, 3], 8_900, 1.5),
  p(80001, 800, 'Car wash', 'N', 'EA', [1, 1], 12_500, 2.5),
  p(80002, 800, 'Truck wash', 'N', 'EA', [1, 1], 49_000, 0.5),
  p(90001, 600, 'Loyalty and other goods', 'N', 'EA', [1, 1], 2_000, 0.5),
];

export const SITE_TYPE_GROUPS = [
  [1, 'Service stations'],
  [2, 'Truck stops'],
  [3, 'Fleet sites and depots'],
  [4, 'Partner network'],
  [5, 'Tolls'],
] as const;

/** [id, code, description, group, relative frequency]. */
export const SITE_TYPES = [
  [1, 'LINKS', 'Links', 1, 3],
  [2, 'SERVICE_STATION', 'Service station', 1, 48],
  [3, 'DEPOT', 'Depot', 3, 4],
  [4, 'TRUCK_INN', 'Truck inn', 2, 2],
  [5, 'HOMEBASE', 'Homebase', 3, 2],
  [6, 'RESELLERS', 'Resellers', 4, 2],
  [7, 'MWSA_SS', 'MWSA S/S', 1, 2],
  [8, 'MWSA_SERVED', 'MWSA served', 1, 2],
  [9, 'FLEET_SS', 'Fleet S/S', 3, 5],
  [10, 'FLEET_SERVED', 'Fleet served', 3, 3],
  [11, 'TRUCK_SS', 'Truck S/S', 2, 8],
  [12, 'TRUCK_SERVED', 'Truck served', 2, 4],
  [13, 'AUTOMAT', 'Automat', 1, 4],
  [14, '3RD_PARTY_OTHER', '3rd-party other', 4, 1],
  [15, '3RD_PARTY_MOWAY', '3rd-party MoWay', 4, 1],
  [16, '3RD_PARTY_R4T', '3rd-party R4T', 4, 1],
  [17, '3RD_PARTY_CV', '3rd-party C&V', 4, 1],
  [18, '3RD_PARTY_AUTOM', '3rd-party Autom', 4, 1],
  [19, 'TRUCK_DO_SP', 'Truck DO-SP', 2, 1],
  [20, 'TTICKETS_B2C', 'ttickets B2C', 4, 1],
  [21, 'TOLL_BOX', 'Toll box', 5, 1],
  [22, 'NETWORK', 'Network', 1, 1],
] as const;

/** Name prefixes of sites by group. */
export const SITE_NAME_PREFIX: Record<number, readonly string[]> = {
  1: ['Corvane', 'Corvane Express', 'Tessaly'],
  2: ['Corvane Truckstop', 'Tessaly Truck Centre'],
  3: ['Fleet Depot', 'Fleet Yard'],
  4: ['MoWay', 'Route4Trucks', 'C&V Energy', 'Autom Fuel', 'Partner Station'],
  5: ['Toll Point'],
};

/** EV price products per country (spec 001 §3 evpricelistdata); factor on the country's AC price. */
export const EV_PRICE_PRODUCTS = [
  ['AC charging up to 22 kW', 1],
  ['DC fast charging up to 150 kW', 1.25],
  ['HPC charging above 150 kW', 1.4],
] as const;

/** Spec 001 §9 EV price countries with a base AC price (thousandths per kWh) in local currency. */
export const EV_PRICE_COUNTRIES = [
  ['AT', 'EUR', 590],
  ['DE', 'EUR', 620],
  ['NL', 'EUR', 550],
  ['UK', 'GBP', 690],
  ['PT', 'EUR', 450],
  ['LU', 'EUR', 500],
  ['PL', 'PLN', 2_600],
  ['ES', 'EUR', 520],
] as const;
