import { ALL_ENDPOINTS } from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { isAllowedWhileImpersonating } from '../../../src/platform/session-guard';

/**
 * The actors of the authorization matrix (issue 5). impersonatingAdmin: the platform admin while
 * impersonating the authorityUser (issue 6); rows may leave its status out (see `expectedStatus`).
 */
export const ACTORS = [
  'anonymous',
  'authorityUser',
  'parentUser',
  'groupUser',
  'admin',
  'impersonatingAdmin',
] as const;
export type Actor = (typeof ACTORS)[number];
type RowActor = Exclude<Actor, 'impersonatingAdmin'>;

/** What a test knows about the signed-in actor when it builds a request. */
export type ActorContext = {
  selection?: { accessLevel: string; accessLevelCode: string };
  foreignAuthorityId: string;
  /** Objects of that foreign authority, for the object-id routes (their answer is 404). */
  foreign: {
    cardId: number;
    cardKey: string;
    transactionId: string;
    productId: number | null;
    /** A document (summary first) of that authority. */
    invoiceId: number;
  };
};

export type MatrixRow = {
  /** `METHOD /path` exactly as registered. */
  route: string;
  /** The request the actor sends, inside their own scope. */
  request: (actor: ActorContext) => Omit<InjectOptions, 'method'>;
  /** Expected status per actor; impersonatingAdmin only where it differs from `expectedStatus`'s default. */
  expect: Record<RowActor, number> & { impersonatingAdmin?: number };
  /** A request outside the actor's scope (another tenant's authority): expected status for signed-in actors. */
  foreign?: { request: (actor: ActorContext) => Omit<InjectOptions, 'method'>; status: number };
};

export const everyone = (status: number): Record<RowActor, number> => ({
  anonymous: status,
  authorityUser: status,
  parentUser: status,
  groupUser: status,
  admin: status,
});
export const signedIn = (status: number): Record<RowActor, number> => ({
  ...everyone(status),
  anonymous: 401,
});
export const scopeQuery = (a: ActorContext) =>
  a.selection
    ? `accessLevel=${a.selection.accessLevel}&accessLevelCode=${a.selection.accessLevelCode}`
    : 'accessLevel=G&accessLevelCode=ALL';

/**
 * An impersonating admin sees what the impersonated user (the authorityUser) sees, read-only (DESIGN
 * §5): reads, public calls and the allow-listed writes answer as for that user, every other write 403.
 */
function impersonatingDefault(row: Pick<MatrixRow, 'route'>, userStatus: number): number {
  const [method = '', url = ''] = row.route.split(' ');
  const endpoint = ALL_ENDPOINTS.find((e) => e.method === method && e.path === url);
  const isOpen = !endpoint || endpoint.access === 'public';
  return isOpen || isAllowedWhileImpersonating(method, endpoint.whileImpersonating) ? userStatus : 403;
}

export function expectedStatus(row: MatrixRow, actor: Actor): number {
  if (actor !== 'impersonatingAdmin') return row.expect[actor];
  return row.expect.impersonatingAdmin ?? impersonatingDefault(row, row.expect.authorityUser);
}

/** Status of a foreign request: an impersonating admin's refused writes stop at the guard. */
export function expectedForeignStatus(row: MatrixRow, actor: Actor, status: number): number {
  // An actor refused on their own request (an admin who is not impersonating, a role without the
  // endpoint's permission, issue 42) is refused before any scope or object is read.
  const refusedOwn = actor === 'impersonatingAdmin' ? row.expect.authorityUser : row.expect[actor];
  if (refusedOwn === 403) return 403;
  if (actor === 'impersonatingAdmin') return impersonatingDefault(row, status);
  return status;
}
