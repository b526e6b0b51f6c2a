import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from './environment';
import { FEATURE_FLAGS, type FeatureFlag, isFeatureOn } from './feature-flags';

const ON_EVERYWHERE: FeatureFlag[] = ['cdrDownload', 'selectCardsSearch', 'mergedSideNav', 'cdrDateColumn'];

describe('feature flags per environment (spec 000 §6)', () => {
  it.each(ENVIRONMENTS)('%s has CDR download, select-cards search, merged nav and CDR date column', (env) => {
    for (const flag of ON_EVERYWHERE) expect(isFeatureOn(flag, env)).toBe(true);
  });

  it('has card type on DEV and TEST only', () => {
    expect(isFeatureOn('cardType', 'DEV')).toBe(true);
    expect(isFeatureOn('cardType', 'TEST')).toBe(true);
    expect(isFeatureOn('cardType', 'PREPROD')).toBe(false);
    expect(isFeatureOn('cardType', 'PROD')).toBe(false);
  });

  it('knows exactly the five flags of the spec', () => {
    expect(Object.keys(FEATURE_FLAGS).sort()).toEqual([...ON_EVERYWHERE, 'cardType'].sort());
  });
});
