import { FIRST_STORABLE_INSTANT } from '@portal/contract';
import { z } from 'zod';
import {
  CAPABILITIES,
  CDR_DIMENSION_TYPES,
  CONNECTOR_TYPES,
  FACILITIES,
  isConnectorType,
  PARKING_TYPES,
} from './enums';

/**
 * The OCPI 2.2.1 objects we receive, checked before anything is stored. Objects stay loose: fields we
 * do not use (images, energy mix, tariffs...) are kept as sent, so a GET answers what was pushed.
 */

const ci = (max: number) => z.string().min(1).max(max);
/** Milliseconds of an OCPI DateTime (no designator means UTC). */
export const timeOf = (value: string) => Date.parse(value.endsWith('Z') ? value : `${value}Z`);
/**
 * RFC 3339 in UTC as OCPI restricts it (types: DateTime is a string(25)): with or without Z, optional
 * fractional seconds, 25 characters at most (so up to 4 fraction digits with Z, 5 without); year 1 or
 * later, as PostgreSQL stores it (year 0 parses in JavaScript and failed the statement).
 */
export const zOcpiDateTime = z
  .string()
  .max(25, 'not an OCPI DateTime: more than 25 characters')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z?$/, 'not an OCPI DateTime')
  .refine((v) => timeOf(v) >= FIRST_STORABLE_INSTANT, 'not an OCPI DateTime');

const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, 'not a decimal degree')
    .refine((v) => Math.abs(Number(v)) <= limit, 'out of range');
export const zGeoLocation = z.looseObject({ latitude: coordinate(90), longitude: coordinate(180) });

export const EVSE_STATUSES = [
  'AVAILABLE',
  'BLOCKED',
  'CHARGING',
  'INOPERATIVE',
  'OUTOFORDER',
  'PLANNED',
  'REMOVED',
  'RESERVED',
  'UNKNOWN',
] as const;
export type EvseStatus = (typeof EVSE_STATUSES)[number];
export const POWER_TYPES = ['AC_1_PHASE', 'AC_2_PHASE', 'AC_2_PHASE_SPLIT', 'AC_3_PHASE', 'DC'] as const;

export const zConnector = z.looseObject({
  id: ci(36),
  standard: z.enum(CONNECTOR_TYPES),
  format: z.enum(['SOCKET', 'CABLE']),
  power_type: z.enum(POWER_TYPES),
  max_voltage: z.number().int().min(0),
  max_amperage: z.number().int().min(0),
  max_electric_power: z.number().int().min(0).nullish(),
  tariff_ids: z.array(ci(36)).nullish(),
  last_updated: zOcpiDateTime,
});
export type OcpiConnector = z.infer<typeof zConnector>;

export const zEvse = z.looseObject({
  uid: ci(36),
  evse_id: ci(48).nullish(),
  status: z.enum(EVSE_STATUSES),
  status_schedule: z
    .array(
      z.looseObject({
        period_begin: zOcpiDateTime,
        period_end: zOcpiDateTime.nullish(),
        status: z.enum(EVSE_STATUSES),
      }),
    )
    .nullish(),
  capabilities: z.array(z.enum(CAPABILITIES)).nullish(),
  connectors: z.array(zConnector).min(1),
  coordinates: zGeoLocation.nullish(),
  physical_reference: z.string().max(16).nullish(),
  last_updated: zOcpiDateTime,
});
export type OcpiEvse = z.infer<typeof zEvse>;

const zRegularHours = z.looseObject({
  weekday: z.number().int().min(1).max(7),
  period_begin: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  period_end: z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/),
});
const zExceptionalPeriod = z.looseObject({ period_begin: zOcpiDateTime, period_end: zOcpiDateTime });
const zHours = z.looseObject({
  twentyfourseven: z.boolean(),
  regular_hours: z.array(zRegularHours).nullish(),
  exceptional_openings: z.array(zExceptionalPeriod).nullish(),
  exceptional_closings: z.array(zExceptionalPeriod).nullish(),
});

/** Where a Location is: the fields a Location and a CDR's CdrLocation share. */
const placeFields = {
  id: ci(36),
  name: z.string().max(255).nullish(),
  address: z.string().min(1).max(255),
  city: z.string().min(1).max(45),
  postal_code: z.string().max(10).nullish(),
  country: z.string().length(3),
  coordinates: zGeoLocation,
};
const locationFields = {
  ...placeFields,
  country_code: ci(2),
  party_id: ci(3),
  publish: z.boolean(),
  parking_type: z.enum(PARKING_TYPES).nullish(),
  facilities: z.array(z.enum(FACILITIES)).nullish(),
  time_zone: z.string().min(1).max(255),
  opening_times: zHours.nullish(),
  last_updated: zOcpiDateTime,
};
/** A Location's own fields, as stored (its EVSEs are stored one by one). */
export const zLocationOnly = z.looseObject(locationFields);
export type OcpiLocationOnly = z.infer<typeof zLocationOnly>;
export const zLocation = zLocationOnly.extend({ evses: z.array(zEvse).nullish() });
export type OcpiLocation = z.infer<typeof zLocation>;

/** PATCH bodies: any subset of the fields, but always last_updated (Locations module, PATCH). */
export const zConnectorPatch = zConnector.partial().required({ last_updated: true });
export const zEvsePatch = zEvse
  .extend({ connectors: z.array(zConnector.partial().required({ id: true })) })
  .partial()
  .required({ last_updated: true });
export const zLocationPatch = z
  .looseObject({ ...locationFields, evses: z.array(zEvse.partial().required({ uid: true })) })
  .partial()
  .required({ last_updated: true });

const zPrice = z.looseObject({ excl_vat: z.number(), incl_vat: z.number().nullish() });

export const TOKEN_TYPES = ['AD_HOC_USER', 'APP_USER', 'OTHER', 'RFID'] as const;

export const zCdrLocation = z.looseObject({
  ...placeFields,
  evse_uid: ci(36),
  evse_id: ci(48),
  connector_id: ci(36),
  connector_standard: ci(40),
  connector_format: z.enum(['SOCKET', 'CABLE']),
  connector_power_type: z.enum(POWER_TYPES),
});

export const zCdr = z
  .looseObject({
    country_code: ci(2),
    party_id: ci(3),
    id: ci(39),
    start_date_time: zOcpiDateTime,
    end_date_time: zOcpiDateTime,
    session_id: ci(36).nullish(),
    cdr_token: z.looseObject({
      country_code: ci(2),
      party_id: ci(3),
      uid: ci(36),
      type: z.enum(TOKEN_TYPES),
      contract_id: ci(36),
    }),
    auth_method: z.enum(['AUTH_REQUEST', 'COMMAND', 'WHITELIST']),
    cdr_location: zCdrLocation,
    currency: z.string().length(3),
    charging_periods: z
      .array(
        z.looseObject({
          start_date_time: zOcpiDateTime,
          dimensions: z
            .array(z.looseObject({ type: z.enum(CDR_DIMENSION_TYPES), volume: z.number() }))
            .min(1),
        }),
      )
      .min(1),
    total_cost: zPrice,
    total_energy: z.number().min(0).max(100_000),
    total_time: z.number().min(0),
    credit: z.boolean().nullish(),
    last_updated: zOcpiDateTime,
  })
  .refine((c) => timeOf(c.end_date_time) >= timeOf(c.start_date_time), {
    message: 'end_date_time before start_date_time',
    path: ['end_date_time'],
  })
  // A reservation's CDR (evse_uid #NA) may carry any connector_standard, as mod_cdrs allows.
  .refine((c) => c.cdr_location.evse_uid === '#NA' || isConnectorType(c.cdr_location.connector_standard), {
    message: 'not a ConnectorType',
    path: ['cdr_location', 'connector_standard'],
  });
export type OcpiCdr = z.infer<typeof zCdr>;

export const zCredentials = z.looseObject({
  token: z.string().regex(/^[\x21-\x7e]{1,64}$/, 'printable ASCII, at most 64 characters'),
  url: z.url({ protocol: /^https?$/ }).max(255),
  roles: z
    .array(
      z.looseObject({
        role: z.enum(['CPO', 'EMSP', 'HUB', 'NAP', 'NSP', 'OTHER', 'SCSP']),
        party_id: ci(3),
        country_code: ci(2),
        business_details: z.looseObject({ name: z.string().min(1).max(100) }),
      }),
    )
    .min(1),
});
export type OcpiCredentials = z.infer<typeof zCredentials>;

export const zLocationReferences = z.looseObject({
  location_id: ci(36),
  evse_uids: z.array(ci(36)).nullish(),
});

/** The first problem of a failed parse, as the 2001 status message. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid or missing parameters';
  const path = issue.path.join('.');
  return `Invalid or missing parameters: ${path ? `${path}: ` : ''}${issue.message}`;
}
