import { afterEach, describe, expect, it } from 'vitest';
import {
  clearIdentity,
  readIdentity,
  type TIdentityMarker,
  updateTokenExpiry,
  writeIdentity,
} from './identity-marker';

const marker: TIdentityMarker = {
  isAdmin: false,
  isInternal: false,
  given_name: 'Tab',
  authorityID: null,
  oneFleetMigratedStatus: 0,
  isOneFleetMigrated: false,
  cacheRefreshReqd: false,
  tokenExpirationTime: 2_000,
};

describe('stored session expiry shared by tabs (issue 15, spec 000 §4)', () => {
  afterEach(() => clearIdentity());

  it('a refresh moves the stored expiry forward', () => {
    writeIdentity(marker);
    updateTokenExpiry(3_000);
    expect(readIdentity()?.tokenExpirationTime).toBe(3_000);
  });

  it('an older answer arriving late in one tab does not replace the newer expiry another tab stored', () => {
    writeIdentity({ ...marker, tokenExpirationTime: 5_000 });
    updateTokenExpiry(3_000);
    expect(readIdentity()?.tokenExpirationTime).toBe(5_000);
  });
});
