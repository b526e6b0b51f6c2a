import {
  CARD_KEYS,
  CARD_STATUS_IDS,
  pinEditable,
  reissueStatusRefusal,
  stopReasonAllowed,
  type TCardRow,
  type TCardUpdateRequest,
  type TReissueRefusal,
  type TReplacementCardDetails,
  ZCardUpdateRequest,
} from '@portal/contract';
import { z } from 'zod';

export type ReissueButton = {
  shown: boolean;
  /** 'reissue' sets the card for re-issue (930), 'doNotReissue' sets it not for re-issue (940). */
  action: 'reissue' | 'doNotReissue';
  disabled: boolean;
  /** Why it is disabled (a cards-view text key), when it is. */
  reason: CardActionBlock | null;
  target: number;
};

/**
 * Spec 002 §4.2: shown only with the re-issue feature. Reads re-issue when the card awaits re-issue or
 * was set not for re-issue (recently unused), otherwise do-not-re-issue; on the re-issue list
 * (`inReissueList`) an awaiting card can be set back to not for re-issue. Disabled, with the reason,
 * exactly when the server would refuse the change: the contract's `reissueStatusRefusal`.
 */
export function reissueButton(card: TCardRow, inReissueList = false): ReissueButton {
  const awaiting = card.cardStatusId === CARD_STATUS_IDS.awaitingReissue;
  const notFor = card.cardStatusId === CARD_STATUS_IDS.notForReissue;
  const action = awaiting && inReissueList ? 'doNotReissue' : awaiting || notFor ? 'reissue' : 'doNotReissue';
  const target = action === 'reissue' ? CARD_STATUS_IDS.awaitingReissue : CARD_STATUS_IDS.notForReissue;
  const reason = reissueBlock(reissueStatusRefusal(card, target), awaiting);
  return {
    shown: card.hasReissueFeature && !isDead(card),
    action,
    disabled: reason !== null,
    reason,
    target,
  };
}

/** The page's text for the contract's refusal (the feature's absence hides the button instead). */
function reissueBlock(refusal: TReissueRefusal | null, awaiting: boolean): CardActionBlock | null {
  if (refusal === CARD_KEYS.cardStopped) return 'disabled_stopped';
  if (refusal === CARD_KEYS.statusNotAllowed)
    return awaiting ? 'disabled_awaiting_reissue' : 'disabled_reissue_status';
  return null;
}

/** Why a card action is disabled: a cards-view text key (issue 15: disabled actions say why). */
export type CardActionBlock =
  | 'disabled_stopped'
  | 'disabled_awaiting_reissue'
  | 'disabled_reissue_status'
  | 'disabled_pin_method'
  | 'disabled_pin_permission'
  | 'disabled_not_acknowledged';

/** Spec 002 §4.5: the contract's PIN rule, plus the user's PIN editing allowance; null when editable. */
export function pinEditBlock(card: TCardRow, canEditPin: boolean): CardActionBlock | null {
  if (card.isStopped) return 'disabled_stopped';
  if (!pinEditable({ pinMethod: card.pinMethod, pinReq: card.pinReq, stopped: false }))
    return 'disabled_pin_method';
  return canEditPin ? null : 'disabled_pin_permission';
}

/** Spec 002 §4.5: restriction edit is disabled when stopped or the acknowledgement flag is N. */
export const restrictionEditBlock = (
  card: TCardRow,
  isAck: string | null | undefined,
): CardActionBlock | null =>
  card.isStopped ? 'disabled_stopped' : isAck === 'N' ? 'disabled_not_acknowledged' : null;

/**
 * Dead cards, which can no longer be stopped or set for re-issue, so neither is offered (issue 15):
 * Blocked, Cancelled, Destroyed, Expired and Closed. The stopped statuses (Lost, Stolen, Damaged)
 * keep both buttons, disabled with the reason.
 */
const DEAD_STATUS_IDS: readonly number[] = [11, 30, 32, 950, 990];
const isDead = (card: TCardRow) => DEAD_STATUS_IDS.includes(card.cardStatusId);
export const isStopOffered = (card: TCardRow) => !isDead(card);

/** Spec 002 §4.3: a reason the card cannot take (31 while the status is 910) is shown disabled. */
export const reasonDisabled = (reason: number, card: TCardRow) =>
  !stopReasonAllowed(reason, card.cardStatusId);

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

const flag = z.enum(['Y', 'N']);
export type TextField = 'vehicle' | 'driverName' | 'embossLine2' | 'costCentre' | 'subCostCentre';
const TEXT_RULES: Record<TextField, z.ZodType<string, string>> = {
  vehicle: ZCardUpdateRequest.shape.Vehicle.unwrap().unwrap(),
  driverName: ZCardUpdateRequest.shape.CardHolderName.unwrap().unwrap(),
  embossLine2: ZCardUpdateRequest.shape.EmbossName2.unwrap().unwrap(),
  costCentre: ZCardUpdateRequest.shape.SecondSortLabel.unwrap().unwrap(),
  subCostCentre: ZCardUpdateRequest.shape.SubCostCentre.unwrap().unwrap(),
};

/**
 * A text field checked by the update-cards request's rule for that field (the server's rule) once the
 * user changes it; the card's saved value stays as it is (a plate saved as 'B AB 123' before the
 * letters-and-digits rule must not block a cost-centre change).
 */
const checkedWhenChanged = (rule: z.ZodType<string, string>, saved: string) =>
  z.string().transform((value, ctx) => {
    if (value === saved) return value;
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** Spec 002 §5.1, §5.2, §9: the edit-details form's schema for one card's saved values. */
export const editDetailsSchema = (saved: EditDetailsForm) =>
  z.object({
    vehicle: checkedWhenChanged(TEXT_RULES.vehicle, saved.vehicle),
    driverName: checkedWhenChanged(TEXT_RULES.driverName, saved.driverName),
    embossLine2: checkedWhenChanged(TEXT_RULES.embossLine2, saved.embossLine2),
    costCentre: checkedWhenChanged(TEXT_RULES.costCentre, saved.costCentre),
    subCostCentre: checkedWhenChanged(TEXT_RULES.subCostCentre, saved.subCostCentre),
    international: flag,
    gasoleo: flag,
    odometer: flag,
    addInfo: flag,
    austrianRoadTax: flag,
    targetNeutral: flag,
    fuelAndCharge: flag,
  });

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
export type ReplacementDetails = TReplacementCardDetails;

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
