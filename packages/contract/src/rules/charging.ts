// Rules of the EV charging screens that web and server share (spec 001 §4, §5, §9).

/** Spec 001 §4 charge point status colours (connectors use the same). */
export function chargePointStatusColour(status: string): 'success' | 'warning' | 'danger' {
  if (status === 'AVAILABLE') return 'success';
  if (['CHARGING', 'PLANNED', 'RESERVED', 'UNKNOWN', 'PARTIALLY_AVAILABLE'].includes(status))
    return 'warning';
  return 'danger';
}

/** Spec 001 §9 charger power thresholds in kW. */
export const CHARGER_POWER_THRESHOLDS_KW = { fast: 6, rapid: 43, ultraFast: 149 } as const;
export type TChargerType = 'standard' | 'fast' | 'rapid' | 'ultraFast';

/** Spec 001 §4 charger type by highest power (kW): under 6 standard, under 43 fast, under 149 rapid. */
export function chargerTypeOf(highestKw: number | null | undefined): TChargerType | null {
  if (highestKw === null || highestKw === undefined) return null;
  if (highestKw < CHARGER_POWER_THRESHOLDS_KW.fast) return 'standard';
  if (highestKw < CHARGER_POWER_THRESHOLDS_KW.rapid) return 'fast';
  if (highestKw < CHARGER_POWER_THRESHOLDS_KW.ultraFast) return 'rapid';
  return 'ultraFast';
}

/** Spec 001 §3 RFID card statuses. */
export const RFID_CARD_STATUSES = [
  'available',
  'na',
  'expired',
  'unknown',
  'lost',
  'stolen',
  'unavailable',
] as const;
export type TRfidCardStatus = (typeof RFID_CARD_STATUSES)[number];

/** Spec 001 §4 RFID card status badges. */
export function rfidStatusColour(status: string): 'success' | 'warning' | 'danger' {
  if (status === 'available') return 'success';
  if (status === 'na' || status === 'expired' || status === 'unknown') return 'warning';
  return 'danger';
}

/** Spec 001 §5 charger alias: 1 to 120 characters; the empty alias deletes it (§4). */
export const CHARGER_ALIAS_MAX = 120;
export const CHARGER_ALIAS_KEYS = {
  length: 'cpo_charger_name_form_err_msg',
  unique: 'cpo_charger_name_unique_err_msg',
} as const;

/** The alias as it is stored: trimmed; '' means delete. */
export const normaliseAlias = (alias: string) => alias.trim();

/** Spec 001 §5: the length rule's message key, or null when the alias may be saved (or deleted). */
export function chargerAliasError(alias: string): typeof CHARGER_ALIAS_KEYS.length | null {
  const value = normaliseAlias(alias);
  return value.length > CHARGER_ALIAS_MAX ? CHARGER_ALIAS_KEYS.length : null;
}

/** Aliases compare without case and surrounding spaces (the unique rule of spec 001 §5). */
export const aliasKey = (alias: string) => normaliseAlias(alias).toLocaleLowerCase('en');

/**
 * Spec 001 §4 alias form: save is disabled while the alias is empty, invalid or unchanged. Returns the
 * reason (a content key of the charger page) or null when save is enabled.
 */
export function aliasSaveBlocker(
  draft: string,
  current: string | null,
): 'alias_empty' | 'alias_too_long' | 'alias_unchanged' | null {
  const value = normaliseAlias(draft);
  if (value.length === 0) return 'alias_empty';
  if (chargerAliasError(value)) return 'alias_too_long';
  if (value === (current ?? '')) return 'alias_unchanged';
  return null;
}

/** Spec 001 §7 restrictions/save: chargerId and connectorId may be this all-value. */
export const DEPOT_PERMISSION_ALL = 'ALL';

/** Spec 001 §4: only cards with cardEnabled are selectable in the depot permissions flow. */
export const isDepotCardSelectable = (card: { cardEnabled: boolean }) => card.cardEnabled;

/** Spec 001 §4: depot permission save result by HTTP status (200 success, other fail, exception error). */
export type TDepotSaveStatus = 'success' | 'fail' | 'error';
export const depotSaveStatusOf = (httpStatus: number | null): TDepotSaveStatus =>
  httpStatus === null ? 'error' : httpStatus === 200 ? 'success' : 'fail';
/** Spec 001 §9: the save alert hides after 3 s. */
export const DEPOT_SAVE_ALERT_MS = 3_000;
