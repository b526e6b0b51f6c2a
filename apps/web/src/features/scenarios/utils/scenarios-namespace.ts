/** Content page of the scenario guide (spec route /admin/scenarios). */
export const SCENARIOS_NAMESPACE = 'scenarios';

/** Content key of a condition ('user-is-invited-w-uniqueId' → 'condition_user_is_invited_w_uniqueid'). */
export const conditionKey = (scenario: string, suffix = '') =>
  `condition_${scenario.replace(/-/g, '_').toLowerCase()}${suffix}`;
