/**
 * The OCPI 2.2.1 enumerations our received objects carry, as the specification's Locations and CDRs
 * modules list them (mod_locations: Capability, ConnectorType, Facility, ParkingType; mod_cdrs:
 * CdrDimensionType). A value outside these lists is refused with status 2001, so what we serve back
 * on GET stays valid OCPI.
 */

export const CAPABILITIES = [
  'CHARGING_PROFILE_CAPABLE',
  'CHARGING_PREFERENCES_CAPABLE',
  'CHIP_CARD_SUPPORT',
  'CONTACTLESS_CARD_SUPPORT',
  'CREDIT_CARD_PAYABLE',
  'DEBIT_CARD_PAYABLE',
  'PED_TERMINAL',
  'REMOTE_START_STOP_CAPABLE',
  'RESERVABLE',
  'RFID_READER',
  'START_SESSION_CONNECTOR_REQUIRED',
  'TOKEN_GROUP_CAPABLE',
  'UNLOCK_CAPABLE',
] as const;

const DOMESTIC = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'] as const;
const NEMA = ['5_20', '6_30', '6_50', '10_30', '10_50', '14_30', '14_50'] as const;

export const CONNECTOR_TYPES = [
  'CHADEMO',
  'CHAOJI',
  ...DOMESTIC.map((letter) => `DOMESTIC_${letter}` as const),
  'GBT_AC',
  'GBT_DC',
  'IEC_62196_T1',
  'IEC_62196_T1_COMBO',
  'IEC_62196_T2',
  'IEC_62196_T2_COMBO',
  'IEC_62196_T3A',
  'IEC_62196_T3C',
  ...NEMA.map((rating) => `NEMA_${rating}` as const),
  'PANTOGRAPH_BOTTOM_UP',
  'PANTOGRAPH_TOP_DOWN',
  'TESLA_R',
  'TESLA_S',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];
export const isConnectorType = (value: string): value is ConnectorType =>
  (CONNECTOR_TYPES as readonly string[]).includes(value);

export const FACILITIES = [
  'HOTEL',
  'RESTAURANT',
  'CAFE',
  'MALL',
  'SUPERMARKET',
  'SPORT',
  'RECREATION_AREA',
  'NATURE',
  'MUSEUM',
  'BIKE_SHARING',
  'BUS_STOP',
  'TAXI_STAND',
  'TRAM_STOP',
  'METRO_STATION',
  'TRAIN_STATION',
  'AIRPORT',
  'PARKING_LOT',
  'CARPOOL_PARKING',
  'FUEL_STATION',
  'WIFI',
] as const;

export const PARKING_TYPES = [
  'ALONG_MOTORWAY',
  'PARKING_GARAGE',
  'PARKING_LOT',
  'ON_DRIVEWAY',
  'ON_STREET',
  'UNDERGROUND_GARAGE',
] as const;

/**
 * Every CdrDimensionType. CURRENT, ENERGY_EXPORT, ENERGY_IMPORT, POWER and STATE_OF_CHARGE are meant
 * for Sessions only, but they are values of the type, so a CDR carrying them is kept (docs/decisions.md).
 */
export const CDR_DIMENSION_TYPES = [
  'CURRENT',
  'ENERGY',
  'ENERGY_EXPORT',
  'ENERGY_IMPORT',
  'MAX_CURRENT',
  'MIN_CURRENT',
  'MAX_POWER',
  'MIN_POWER',
  'PARKING_TIME',
  'POWER',
  'RESERVATION_TIME',
  'STATE_OF_CHARGE',
  'TIME',
] as const;
