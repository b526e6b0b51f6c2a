// Constants and rules of the cards area (spec 002 §3.10, §4.1, §4.3, §5.1, §9): status ids, stop
// reasons, weak PINs, message keys and lengths. Without zod; the schemas are in cards.ts and card-actions.ts.

/** Card status ids (spec 002 §4.1); the ids the spec leaves unshown are ours (docs/decisions.md). */
export const CARD_STATUS_IDS = {
  active: 100,
  stolen: 2,
  lost: 3,
  damaged: 31,
  replacementOrdered: 910,
  awaitingReissue: 930,
  notForReissue: 940,
} as const;

/** Spec 002 §4.1: badge styles by status id; any other id is a warning. */
export const CARD_STATUS_SUCCESS_IDS = [100, 960, 930, 940, 370, 350] as const;
export const CARD_STATUS_DANGER_IDS = [2, 3, 990, 11, 950, 30, 31, 32] as const;
export type TCardStatusStyle = 'success' | 'danger' | 'warning';
export const cardStatusStyle = (statusId: number): TCardStatusStyle =>
  (CARD_STATUS_SUCCESS_IDS as readonly number[]).includes(statusId)
    ? 'success'
    : (CARD_STATUS_DANGER_IDS as readonly number[]).includes(statusId)
      ? 'danger'
      : 'warning';

/** Spec 002 §4.1 and §4.3: the stop reasons, which are also the stopped statuses. */
export const STOP_REASONS = [2, 3, 31] as const;
/** Spec 002 §9: the replacement reason (damaged) is blocked while the card's status is 910. */
export const REPLACEMENT_REASON_CODE = 31;
export const REASON_31_BLOCKED_STATUS = 910;

/** Spec 002 §5.1: PINs refused as weak. */
export const WEAK_PINS = [
  '1234',
  '1111',
  '0000',
  '1212',
  '7777',
  '1004',
  '2000',
  '4444',
  '2222',
  '6969',
  '9999',
  '3333',
  '5555',
  '6666',
  '1122',
  '1313',
  '8888',
  '4321',
  '2001',
  '1010',
  '0258',
  '8520',
] as const;

/** Message keys of the cards area; the spec's own keys where it names them (§5.1, §8). */
export const CARD_KEYS = {
  pinRequired: 'pin_pin_required',
  pinWeak: 'pin_pin_week',
  pinNumericOnly: 'pin_numeric_only',
  pinNotEditable: 'pin_not_editable',
  reasonRequired: 'stop_card_reason_required',
  reasonNotAllowed: 'stop_card_reason_not_allowed',
  cardStopped: 'card_stopped',
  statusChanged: 'card_status_changed',
  statusNotAllowed: 'card_status_not_allowed',
  noReissueFeature: 'card_no_reissue_feature',
  migrationBlocked: 'migration_blocked',
  restrictionNotAllowed: 'restriction_not_allowed',
  profileNotFound: 'restriction_profile_not_found',
  costCentreMax: 'cost_centre_max_length',
  subCostCentreMax: 'sub_cost_centre_max_length',
  fieldTooLong: 'field_too_long',
  noChanges: 'card_no_changes',
  searchColumnUnknown: 'search_column_unknown',
  statusGroupUnknown: 'status_group_unknown',
  vehicleInvalid: 'card_details_vehicledriver_validation',
  driverNameInvalid: 'card_details_drivers_name_validation',
  embossingLine2Invalid: 'card_embossing_town_city_validation',
} as const;

/** Spec 002 §3.10. */
export const PIN_METHODS = { chooseOwn: 1, randomByPost: 0, customerWide: [2, 3] } as const;

/** Spec 002 §9 lengths used by the edit-details form. */
export const CARD_LIMITS = {
  vehicleRegistration: 14,
  driverName: 14,
  embossingLine2: 27,
  costCentreReplacement: 36,
  subCostCentre: 20,
  addInfo: 30,
  pinLength: 4,
  searchMin: 3,
  transactionsCount: 3,
} as const;

/** Status groups the list filters by (statusGroupTypes); the values are ours (spec 002 §7 leaves them unshown). */
export const CARD_STATUS_GROUPS = ['awaitReissue', 'notForReissue', 'stopped', 'active', 'inactive'] as const;
export type TCardStatusGroup = (typeof CARD_STATUS_GROUPS)[number];

/** Columns a search may look in (searchColumns). */
export const CARD_SEARCH_COLUMNS = [
  'cardNumber',
  'cardSerialNumber',
  'cardHolderName',
  'vehicle',
  'costCenterName',
  'embossName',
] as const;
