/**
 * A type test (tsc checks it with the server; nothing runs): repositories and services that read
 * customer data take an AuthorityScope, which only platform/scope.ts makes. A plain array, or an
 * object that only looks like a scope, does not compile: each `@ts-expect-error` fails the
 * typecheck the day such a call starts compiling.
 */
import type { TCardsQuery } from '@portal/contract';
import type { Db } from '../../src/db/client';
import { cardsPage } from '../../src/modules/cards/list';
import { scopeIssuerCurrency } from '../../src/modules/dashboard/repo';
import { findFile, listFiles } from '../../src/modules/pricelists/repo';
import { findTransaction } from '../../src/modules/transactions/detail-repo';
import type { Reach } from '../../src/platform/reach';
import { type AuthorityScope, reachScope, resolveScope } from '../../src/platform/scope';

declare const db: Db;
declare const reach: Reach;
declare const cardsQuery: TCardsQuery;
const ids: string[] = ['A1'];
const lookalike = { ids: ['A1'] as readonly string[] };

export function typeChecks() {
  const scope: AuthorityScope = resolveScope(reach, { accessLevel: 'A', accessLevelCode: 'A1' });
  const whole: AuthorityScope = reachScope(reach);
  void listFiles(db, scope);
  void findTransaction(db, whole, 'id', null);
  void cardsPage(db, scope, cardsQuery);

  // @ts-expect-error a plain string[] is no AuthorityScope
  void listFiles(db, ids);
  // @ts-expect-error a plain string[] is no AuthorityScope
  void findFile(db, ids, 'key');
  // @ts-expect-error a plain string[] is no AuthorityScope
  void findTransaction(db, ids, 'id', null);
  // @ts-expect-error a plain string[] is no AuthorityScope
  void scopeIssuerCurrency(db, ids);
  // @ts-expect-error a plain string[] is no AuthorityScope
  void cardsPage(db, ids, cardsQuery);
  // @ts-expect-error an object shaped like a scope lacks the brand only platform/scope.ts can set
  void listFiles(db, lookalike);
}
