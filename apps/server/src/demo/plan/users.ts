import { createHash } from 'node:crypto';
import { DAY, type GenContext, HOUR } from '../context';
import { DEMO_INVITE_TOKENS, NAMED_USERS, SHARED_DEMO_PASSWORD } from '../named-users';
import type { Rng } from '../random';
import { FIRST_NAMES, LAST_NAMES } from '../reference/people';
import { type Access, genericAccess, namedAccess } from './access';
import type { AuthorityPlan, Hierarchy } from './hierarchy';

export type UserStatus = 'Active' | 'Invited' | 'Link Expired' | 'Inactive';

export type UserPlan = {
  id: number;
  email: string;
  userName: string | null;
  /** Plain demo password; hashed once per distinct value before loading. */
  password: string | null;
  status: UserStatus;
  uniqueId: string | null;
  migrated: number;
  isAdmin: boolean;
  isInternal: boolean;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  mobile: [isd: string, number: string] | null;
  landline: [isd: string, number: string] | null;
  brandCode: number;
  language: string;
  preferences: Record<string, unknown>;
  selected: ['A' | 'P' | 'G', string] | null;
  invitationSentAt: number | null;
  activationAt: number | null;
  accessExpiresAt: number | null;
  lastLoginAt: number | null;
  failedLoginCount: number;
  lockedUntil: number | null;
  createdAt: number;
};

/** [user id, authority/parent/group id, role id]. */
export type Grant = [number, string, number];
export type InvitePlan = {
  userId: number;
  email: string;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  sentBy: number | null;
};

export type Users = {
  users: UserPlan[];
  authorityGrants: Grant[];
  parentGrants: Grant[];
  groupGrants: Grant[];
  invites: InvitePlan[];
  /** Active users holding each authority, for audit actors. */
  actorsByAuthority: Map<string, number[]>;
};

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const STATUS_WEIGHTS: readonly (readonly [UserStatus, number])[] = [
  ['Active', 70],
  ['Invited', 12],
  ['Link Expired', 10],
  ['Inactive', 8],
];
/** The first generated users fix states the named ones leave to chance: [status, migration, unique id]. */
const FORCED: readonly (readonly [UserStatus, number, boolean])[] = [
  ['Invited', 1, false],
  ['Link Expired', 3, true],
  ['Invited', 5, false],
];
const MIGRATION_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 82],
  [1, 5],
  [2, 4],
  [3, 4],
  [4, 3],
  [5, 2],
];

export function planUsers(ctx: GenContext, hierarchy: Hierarchy): Users {
  const out: Users = {
    users: [],
    authorityGrants: [],
    parentGrants: [],
    groupGrants: [],
    invites: [],
    actorsByAuthority: new Map(),
  };
  const byId = new Map(hierarchy.authorities.map((a) => [a.id, a]));
  const home = byId.get(hierarchy.named.northwind.authorities[0] as string) as AuthorityPlan;

  for (const named of NAMED_USERS) {
    const r = ctx.rng('user', named.id);
    const access = namedAccess(named.key, hierarchy);
    const status: UserStatus =
      named.key === 'invited'
        ? 'Invited'
        : named.key === 'linkExpired'
          ? 'Link Expired'
          : named.key === 'inactive'
            ? 'Inactive'
            : 'Active';
    const user = baseUser(ctx, r, named.id, status, home, {
      email: named.email,
      firstName: named.firstName,
      lastName: named.lastName,
      password: named.password,
    });
    user.jobTitle = named.jobTitle;
    user.uniqueId = named.key === 'linkExpired' ? null : (user.uniqueId ?? r.uuid());
    user.isAdmin = named.key === 'platformAdmin';
    user.isInternal = named.key === 'internal';
    user.migrated = named.key === 'migrated' ? 4 : named.key === 'orderBlocked' ? 2 : 0;
    user.lastLoginAt = status === 'Active' ? ctx.asOf - DAY + (8 + named.id) * HOUR : user.lastLoginAt;
    user.selected = access.selected;
    user.language = 'en';
    user.preferences.languageCode = 'en';
    // Named users must always be able to sign in: no access expiry, no failed attempts, no lock.
    user.accessExpiresAt = null;
    user.failedLoginCount = 0;
    user.lockedUntil = null;
    addUser(out, user, access, byId);
    const invite =
      named.key === 'invited'
        ? 'valid'
        : named.key === 'linkExpired'
          ? 'expired'
          : named.key === 'customerAdmin'
            ? 'used'
            : null;
    addInvite(ctx, r, out, user, invite ? tokenHash(DEMO_INVITE_TOKENS[invite]) : undefined);
    if (named.key === 'user') {
      // A later invitation the user never needed: registering through it meets the existing account.
      out.invites.push({
        userId: user.id,
        email: user.email,
        tokenHash: tokenHash(DEMO_INVITE_TOKENS.registered),
        createdAt: ctx.asOf - DAY,
        expiresAt: ctx.asOf + 14 * DAY,
        usedAt: null,
        sentBy: 1,
      });
    }
  }

  let nextId = NAMED_USERS.length + 1;
  for (const authority of hierarchy.authorities) {
    const r = ctx.rng('users', authority.id);
    const count = Math.max(
      1,
      Math.floor(ctx.preset.usersPerAuthority) + (r.chance(ctx.preset.usersPerAuthority % 1) ? 1 : 0),
    );
    for (let i = 0; i < count; i++) {
      const id = nextId++;
      const forced = FORCED[id - NAMED_USERS.length - 1];
      const status = forced?.[0] ?? r.weighted(STATUS_WEIGHTS);
      const first = r.pick(FIRST_NAMES);
      const last = r.pick(LAST_NAMES);
      const user = baseUser(ctx, r, id, status, authority, {
        email: `${ascii(first)}.${ascii(last)}.${id}@${authority.customer.domain}`,
        firstName: first,
        lastName: last,
        password: status === 'Active' || status === 'Inactive' ? SHARED_DEMO_PASSWORD : null,
      });
      user.migrated = r.weighted(MIGRATION_WEIGHTS);
      if (forced) {
        user.migrated = forced[1];
        user.uniqueId = forced[2] ? r.uuid() : null;
      }
      const access = genericAccess(r, authority, hierarchy);
      user.selected = status === 'Active' ? access.selected : null;
      addUser(out, user, access, byId);
      addInvite(ctx, r, out, user);
    }
  }
  return out;
}

function addUser(out: Users, user: UserPlan, access: Access, byId: Map<string, AuthorityPlan>) {
  out.users.push(user);
  for (const [id, role] of access.authorities) {
    out.authorityGrants.push([user.id, id, role]);
    if (user.status === 'Active' && !user.isInternal) {
      const list = out.actorsByAuthority.get(id) ?? [];
      list.push(user.id);
      out.actorsByAuthority.set(id, list);
    }
  }
  for (const [id, role] of access.parents) out.parentGrants.push([user.id, id, role]);
  for (const [id, role] of access.groups) out.groupGrants.push([user.id, id, role]);
  const first = byId.get(access.authorities[0]?.[0] ?? '');
  if (first) user.brandCode = first.brandCode;
}

type Identity = { email: string; firstName: string; lastName: string; password: string | null };

function baseUser(
  ctx: GenContext,
  r: Rng,
  id: number,
  status: UserStatus,
  authority: AuthorityPlan,
  who: Identity,
): UserPlan {
  const createdAt = ctx.asOf - r.int(30, 900) * DAY + r.int(7, 18) * HOUR;
  const invitationSentAt =
    status === 'Invited'
      ? ctx.asOf - r.int(0, 6) * DAY - r.int(1, 20) * HOUR
      : status === 'Link Expired'
        ? ctx.asOf - r.int(10, 60) * DAY - r.int(1, 20) * HOUR
        : createdAt;
  const activated = status === 'Active' || status === 'Inactive';
  const country = authority.country;
  return {
    id,
    email: who.email,
    userName: activated ? (who.email.split('@')[0] ?? null) : null,
    password: who.password,
    status,
    uniqueId: activated || r.chance(0.5) ? r.uuid() : null,
    migrated: 0,
    isAdmin: false,
    isInternal: false,
    firstName: who.firstName,
    lastName: who.lastName,
    jobTitle: r.chance(0.7) ? r.pick(JOB_TITLES) : null,
    mobile: r.chance(0.6) ? [country.isdCode, `${r.int(6, 7)}${r.digits(8)}`] : null,
    landline: r.chance(0.3) ? [country.isdCode, `${r.int(1, 5)}${r.digits(r.int(6, 8))}`] : null,
    brandCode: authority.brandCode,
    language: country.language,
    preferences: {
      dateFormat: 'DD/MM/YYYY hh:mm:ss',
      cSVDelimiter: r.chance(0.6) ? ',' : ';',
      // Option values of the preferences call (1.234,56 / 1,234.56 / 1 234,56), not their descriptions.
      numberFormat: country.currency === 'GBP' ? 'en' : r.pick(['de', 'en', 'pl']),
      measurement: r.weighted([
        [1, 6],
        [2, 2],
        [3, 1],
      ]),
      languageCode: country.language,
      emediaAttachSize: r.pick([5, 10, 20]),
    },
    selected: null,
    invitationSentAt,
    activationAt: activated ? invitationSentAt + r.int(1, 72) * HOUR : null,
    accessExpiresAt: r.chance(0.05) ? ctx.asOf + r.int(30, 365) * DAY : null,
    lastLoginAt:
      status === 'Active'
        ? ctx.asOf - r.int(0, 60) * DAY - r.int(1, 14) * HOUR
        : activated
          ? ctx.asOf - r.int(200, 400) * DAY
          : null,
    failedLoginCount: r.chance(0.03) ? r.int(1, 4) : 0,
    lockedUntil: r.chance(0.005) ? ctx.asOf - r.int(1, 30) * DAY : null,
    createdAt: Math.min(createdAt, invitationSentAt),
  };
}

/** Active and inactive users used their invite; invited ones hold a valid one; expired ones an expired one. */
function addInvite(ctx: GenContext, r: Rng, out: Users, user: UserPlan, hash?: string) {
  if (user.invitationSentAt === null) return;
  const sentAt = user.invitationSentAt;
  out.invites.push({
    userId: user.id,
    email: user.email,
    tokenHash: hash ?? tokenHash(`${ctx.seed}:${r.hex(16)}`),
    createdAt: sentAt,
    expiresAt: user.status === 'Invited' ? ctx.asOf + 14 * DAY : sentAt + 7 * DAY,
    usedAt: user.activationAt,
    sentBy: user.id !== 1 && user.email.endsWith('@northwind.example') ? 1 : null,
  });
}

const JOB_TITLES = [
  'Fleet Manager',
  'Transport Planner',
  'Finance Controller',
  'Operations Manager',
  'Office Manager',
  'Purchasing Officer',
  'Driver Coordinator',
  'Accounts Payable',
];
