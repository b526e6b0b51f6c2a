// Spec 002 §2.1, §6: what the order page shows, checked in the spec's order.
import { migrationAllows, type TAuthorityDetails } from '@portal/contract';

export type OrderPageState =
  | { kind: 'noAuthority' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'stopped' }
  | { kind: 'blocked'; migrated: boolean; reasons: BlockReason[] }
  | { kind: 'form' };

export type BlockReason = 'cardLimitReached' | 'authorityNotAllowed' | 'customerNotAllowed';

type Facts = {
  /** The selected hierarchy level ('A' for an authority). */
  accessLevel: string | undefined;
  migrationStatus: number;
  authority: TAuthorityDetails | undefined;
  isLoading: boolean;
  isError: boolean;
};

/**
 * §2.1: (1, the admin redirect, is the route guard's) 2 no authority-level selection; 3 authority
 * stopped; 4 ordering not allowed or the user migrated (status above 1), listing the reasons that
 * apply unless blocked by migration; 5 the form.
 */
export function orderPageState(f: Facts): OrderPageState {
  if (f.accessLevel !== 'A') return { kind: 'noAuthority' };
  if (!f.authority) return f.isError ? { kind: 'error' } : { kind: 'loading' };
  if (f.authority.authorityStopped === 'YES') return { kind: 'stopped' };
  const migrated = !migrationAllows(f.migrationStatus, 'cardOrdering');
  const setting = f.authority.cardOrderSetting;
  if (migrated || !setting.cardOrderingAllowed) {
    const reasons = (['cardLimitReached', 'authorityNotAllowed', 'customerNotAllowed'] as const).filter(
      (r) => setting[r],
    );
    return { kind: 'blocked', migrated, reasons: migrated ? [] : reasons };
  }
  return { kind: 'form' };
}
