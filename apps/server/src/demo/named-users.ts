/**
 * The named demo users (README, docs/demo-users.md). Their ids are fixed (1 to 11) in every preset, so
 * tests and e2e can sign in as them. Passwords are public demo values, never real secrets.
 */
export type NamedUserKey =
  | 'customerAdmin'
  | 'user'
  | 'evUser'
  | 'singleRole'
  | 'platformAdmin'
  | 'migrated'
  | 'orderBlocked'
  | 'internal'
  | 'invited'
  | 'linkExpired'
  | 'inactive';

export type NamedUser = {
  id: number;
  key: NamedUserKey;
  email: string;
  /** Null for users who cannot sign in yet (invited, link expired). */
  password: string | null;
  firstName: string;
  lastName: string;
  jobTitle: string;
  role: string;
  shows: string;
};

export const NAMED_USERS: readonly NamedUser[] = [
  {
    id: 1,
    key: 'customerAdmin',
    email: 'claire.admin@northwind.example',
    password: 'demo-customer-admin',
    firstName: 'Claire',
    lastName: 'Hoffmann',
    jobTitle: 'Fleet Manager',
    role: 'Fleet administrator (1501)',
    shows: '2 groups, 3 parents, 24 authorities (selector search), every card status, users, restrictions',
  },
  {
    id: 2,
    key: 'user',
    email: 'oliver.user@northwind.example',
    password: 'demo-user',
    firstName: 'Oliver',
    lastName: 'Bakker',
    jobTitle: 'Transport Planner',
    role: 'Card manager (1502)',
    shows:
      'an ordinary user of one authority (no selector switch, no user admin); invite token demo-invite-registered meets the existing account',
  },
  {
    id: 3,
    key: 'evUser',
    email: 'eva.ev@voltaris.example',
    password: 'demo-ev-user',
    firstName: 'Eva',
    lastName: 'de Vries',
    jobTitle: 'E-Mobility Lead',
    role: 'EV depot manager (1520, isEVUser)',
    shows: 'lands on charge points; depots, charging history, depot permissions',
  },
  {
    id: 4,
    key: 'singleRole',
    email: 'sam.single@meridia-transportes.example',
    password: 'demo-single-role',
    firstName: 'Samuel',
    lastName: 'García',
    jobTitle: 'Operations Director',
    role: 'Single role (1560)',
    shows: 'parents plus the Overview (ALL) group, a stopped authority',
  },
  {
    id: 5,
    key: 'platformAdmin',
    email: 'admin@corvane.example',
    password: 'demo-platform-admin',
    firstName: 'Alex',
    lastName: 'Admin',
    jobTitle: 'Customer Service',
    role: 'Platform admin (isAdmin)',
    shows: 'admin panel, user search, impersonation, scenario guide, audit logs',
  },
  {
    id: 6,
    key: 'migrated',
    email: 'mia.migrated@northwind.example',
    password: 'demo-migrated',
    firstName: 'Mia',
    lastName: 'Schneider',
    jobTitle: 'Fleet Coordinator',
    role: 'Fleet administrator (1501), migration status 4',
    shows: 'the migration page only',
  },
  {
    id: 7,
    key: 'orderBlocked',
    email: 'ben.blocked@northwind.example',
    password: 'demo-order-blocked',
    firstName: 'Ben',
    lastName: 'Weber',
    jobTitle: 'Workshop Supervisor',
    role: 'Card manager (1502), migration status 2',
    shows: 'card ordering, edit details and stop blocked with a contact message',
  },
  {
    id: 8,
    key: 'internal',
    email: 'ivan.internal@corvane.example',
    password: 'demo-internal',
    firstName: 'Ivan',
    lastName: 'Novák',
    jobTitle: 'Account Manager',
    role: 'Internal staff (isInternal), read-only user (1504) on every account',
    shows: 'the internal sign-in entry (/login/internal); every authority through one group',
  },
  {
    id: 9,
    key: 'invited',
    email: 'iris.invited@northwind.example',
    password: null,
    firstName: 'Iris',
    lastName: 'Jansen',
    jobTitle: 'Finance Assistant',
    role: 'Finance user (1503), status Invited',
    shows: 'registration through invite token demo-invite-valid',
  },
  {
    id: 10,
    key: 'linkExpired',
    email: 'eli.expired@northwind.example',
    password: null,
    firstName: 'Eli',
    lastName: 'Peeters',
    jobTitle: 'Driver Coordinator',
    role: 'Read-only user (1504), status Link Expired, no unique id',
    shows:
      'expired invite token demo-invite-expired; resend invite; admin scenario user-is-expired-no-uniqueId',
  },
  {
    id: 11,
    key: 'inactive',
    email: 'ina.inactive@northwind.example',
    password: 'demo-inactive',
    firstName: 'Ina',
    lastName: 'Maes',
    jobTitle: 'Former Fleet Assistant',
    role: 'Card manager (1502), status Inactive',
    shows: 'an inactive user in lists; cannot sign in or be impersonated',
  },
];

/** Password of every generated (unnamed) user who has one. */
export const SHARED_DEMO_PASSWORD = 'demo-password';

/** Invite tokens with a known value (the rest are random and only their hash is stored). */
export const DEMO_INVITE_TOKENS = {
  valid: 'demo-invite-valid',
  expired: 'demo-invite-expired',
  used: 'demo-invite-used',
  /** A second, unused invitation of a user who has already registered (000 §2: email already exists). */
  registered: 'demo-invite-registered',
} as const;

export const namedUser = (key: NamedUserKey): NamedUser => {
  const user = NAMED_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`no named user ${key}`);
  return user;
};
