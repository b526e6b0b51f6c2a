import { ENVIRONMENTS, type Environment, getActiveEnvironment } from './environment';

/** Spec 000 §6: which environments each feature flag is on in. */
export const FEATURE_FLAGS = {
  cdrDownload: ENVIRONMENTS,
  selectCardsSearch: ENVIRONMENTS,
  mergedSideNav: ENVIRONMENTS,
  cdrDateColumn: ENVIRONMENTS,
  cardType: ['DEV', 'TEST'],
} as const satisfies Record<string, readonly Environment[]>;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const isFeatureOn = (name: FeatureFlag, environment: Environment): boolean =>
  (FEATURE_FLAGS[name] as readonly Environment[]).includes(environment);

/** The flag's value on the host the app runs on; hosts do not change at run time, so no state. */
export const useFeatureFlag = (name: FeatureFlag): boolean => isFeatureOn(name, getActiveEnvironment());
