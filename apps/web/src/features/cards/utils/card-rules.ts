import {
  CARD_LIMITS,
  CARD_STATUS_IDS,
  REASON_31_BLOCKED_STATUS,
  type TCardRow,
  type TCardUpdateRequest,
  WEAK_PINS,
} from '@portal/contract';

/** Spec 002 §4.9: above 1 blocks edit details, stopping and replacement; above 2 also PIN and restriction. */
export const migrationBlocks = (migrationStatus: number) => ({
  editDetails: migrationStatus > 1,
  stop: migrationStatus > 1,
  replacement: migrationStatus > 1,
  pin: migrationStatus > 2,
  restriction: migrationStatus > 2,
});

export type ReissueButton = {
  shown: boolean;
  /** 'reissue' sets the card for re-issue (930), 'doNotReissue' sets it not for re-issue (940). */
  action: 'reissue' | 'doNotReissue';
  disabled: boolean;
  target: number;
};

/**
 * Spec 002 §4.2: shown only with the re-issue feature. Reads re-issue when the card awaits re-issue or
 * was set not for re-issue (recently unused), otherwise do-not-re-issue. Disabled while stopped or
 * awaiting; on the re-issue list (`inReissueList`) an awaiting card can be set back to not for re-issue.
 */
export function reissueButton(card: TCardRow, inReissueList = false): ReissueButton {
  const awaiting = card.cardStatusId === CARD_STATUS_IDS.awaitingReissue;
  const notFor = card.cardStatusId === CARD_STATUS_IDS.notForReissue;
  if (inReissueList && awaiting)
    return {
      shown: card.hasReissueFeature,
      action: 'doNotReissue',
      disabled: card.isStopped,
      target: CARD_STATUS_IDS.notForReissue,
    };
  const action = awaiting || notFor ? 'reissue' : 'doNotReissue';
  return {
    shown: card.hasReissueFeature,
    action,
    disabled: card.isStopped || awaiting,
    target: action === 'reissue' ? CARD_STATUS_IDS.awaitingReissue : CARD_STATUS_IDS.notForReissue,
  };
}

/** Spec 002 §4.5: PIN edit is disabled when stopped, pin method 0 with pinReq 4, method 2 or 3, or no allowance. */
export function pinEditDisabled(card: TCardRow, canEditPin: boolean): boolean {
  if (card.isStopped || !canEditPin) return true;
  if (card.pinMethod === 2 || card.pinMethod === 3) return true;
  if (card.pinMethod === 0 && card.pinReq === 4) return true;
  return card.pinMethod !== 0 && card.pinMethod !== 1;
}

/** Spec 002 §4.5: restriction edit is disabled when stopped or the acknowledgement flag is N. */
export const restrictionEditDisabled = (card: TCardRow, isAck: string | null | undefined) =>
  card.isStopped || isAck === 'N';

/** Spec 002 §4.3: reason 31 (damaged) is disabled for status 910. */
export const reasonDisabled = (reason: number, card: TCardRow) =>
  reason === 31 && card.cardStatusId === REASON_31_BLOCKED_STATUS;

/** Spec 002 §5.1, §5.2: exactly 4 digits, digits only, not a weak PIN; answers the message key or null. */
export function pinError(pin: string): string | null {
  if (!/^\d*$/.test(pin)) return 'pin_numeric_only';
  if (pin.length !== CARD_LIMITS.pinLength) return 'pin_pin_required';
  if ((WEAK_PINS as readonly string[]).includes(pin)) return 'pin_pin_week';
  return null;
}

/** The edit-details form (spec 002 §4.4). Flags are Y/N. */
export type EditDetailsForm = {
  vehicle: string;
  driverName: string;
  embossLine2: string;
  international: 'Y' | 'N';
  gasoleo: 'Y' | 'N';
  odometer: 'Y' | 'N';
  addInfo: 'Y' | 'N';
  costCentre: string;
  subCostCentre: string;
  austrianRoadTax: 'Y' | 'N';
  targetNeutral: 'Y' | 'N';
  fuelAndCharge: 'Y' | 'N';
};

export const formOfCard = (card: TCardRow): EditDetailsForm => ({
  vehicle: card.vehicle ?? '',
  driverName: card.driverName ?? '',
  embossLine2: card.embossName2 ?? '',
  international: card.internationalInd,
  gasoleo: card.gasoleoProfessional,
  odometer: card.odometer,
  addInfo: card.addInfo,
  costCentre: card.costCenterName ?? '',
  subCostCentre: card.subCostCenter ?? '',
  austrianRoadTax: card.austrianRoadTaxInd,
  targetNeutral: card.targetNeutral,
  fuelAndCharge: card.fuelAndCharge,
});

/** Spec 002 §4.4: changes of these fields need a replacement card. */
export const RELEVANT_FIELDS: readonly (keyof EditDetailsForm)[] = [
  'vehicle',
  'driverName',
  'embossLine2',
  'international',
  'gasoleo',
  'odometer',
  'addInfo',
];

export const changedFields = (before: EditDetailsForm, after: EditDetailsForm) =>
  (Object.keys(after) as (keyof EditDetailsForm)[]).filter((k) => before[k].trim() !== after[k].trim());

export const needsReplacement = (before: EditDetailsForm, after: EditDetailsForm) =>
  changedFields(before, after).some((k) => RELEVANT_FIELDS.includes(k));

/** Spec 002 §5.2, §9: cost centre at most 36 (replacement wording), sub cost centre at most 20. */
export function editDetailsErrors(form: EditDetailsForm): Partial<Record<keyof EditDetailsForm, string>> {
  const errors: Partial<Record<keyof EditDetailsForm, string>> = {};
  if (form.costCentre.length > CARD_LIMITS.costCentreReplacement)
    errors.costCentre = 'cost_centre_max_length';
  if (form.subCostCentre.length > CARD_LIMITS.subCostCentre)
    errors.subCostCentre = 'sub_cost_centre_max_length';
  if (form.vehicle.length > CARD_LIMITS.vehicleRegistration) errors.vehicle = 'field_too_long';
  if (form.driverName.length > CARD_LIMITS.driverName) errors.driverName = 'field_too_long';
  if (form.embossLine2.length > CARD_LIMITS.embossingLine2) errors.embossLine2 = 'field_too_long';
  return errors;
}

/** The update-cards request of the non-replacement changes (spec 002 §7 name/value fields). */
export function updateRequestOf(before: EditDetailsForm, after: EditDetailsForm): TCardUpdateRequest {
  const changed = new Set(changedFields(before, after));
  const request: TCardUpdateRequest = {};
  if (changed.has('costCentre')) request.SecondSortLabel = after.costCentre.trim();
  if (changed.has('subCostCentre')) request.SubCostCentre = after.subCostCentre.trim();
  if (changed.has('austrianRoadTax')) request.AustrianRoadTollInd = after.austrianRoadTax;
  if (changed.has('targetNeutral')) request.TargetNeutral = after.targetNeutral;
  if (changed.has('fuelAndCharge')) request.EVCharging = after.fuelAndCharge;
  return request;
}

/** What the order page needs to order the replacement (local storage replacement-card-details, spec 002 §3.14). */
export type ReplacementDetails = {
  reasonCode: number;
  cardnumber: string;
  cardId: number;
  authorityId: string;
  cardSerialNumber: string;
  cardTypeId: number;
  vehicleregistration: string;
  drivername: string;
  embossingLine2: string;
  region: 'National' | 'Nationalinternational';
  gasoleoProfessional: 'Y' | 'N';
  odometer: 'Y' | 'N';
  addinfo: 'Y' | 'N';
  costcenterName: string;
  subcostcenter: string;
  austriantax: 'Y' | 'N';
  fuelAndCharge: 'Y' | 'N';
};

export function replacementOf(card: TCardRow, form: EditDetailsForm, reasonCode: number): ReplacementDetails {
  return {
    reasonCode,
    cardnumber: card.cardNumber,
    cardId: card.cardId,
    authorityId: card.authorityId,
    cardSerialNumber: card.cardSerialNumber,
    cardTypeId: card.cardTypeId,
    vehicleregistration: form.vehicle.trim().toUpperCase(),
    drivername: form.driverName.trim(),
    embossingLine2: form.embossLine2.trim(),
    region: form.international === 'Y' ? 'Nationalinternational' : 'National',
    gasoleoProfessional: form.gasoleo,
    odometer: form.odometer,
    addinfo: form.addInfo,
    costcenterName: form.costCentre.trim(),
    subcostcenter: form.subCostCentre.trim(),
    austriantax: form.austrianRoadTax,
    fuelAndCharge: form.fuelAndCharge,
  };
}

/** Spec 002 §9: hh:mm dd/mm/yyyy in the browser's time zone. */
export function historyDateTime(value: string): string {
  const d = new Date(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())} ${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}
