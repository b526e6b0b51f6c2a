import type { z } from 'zod';

/**
 * Who may call a route (DESIGN §3). public: anyone; session: any signed-in user; customer: a signed-in
 * user with customer data (an admin only while impersonating); admin: platform admins; partner: a
 * machine client with its own credential (refused until a partner authenticator exists).
 */
export const ROUTE_ACCESS_LEVELS = ['public', 'session', 'customer', 'admin', 'partner'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];
/** What an impersonating (read-only) session may do on a write route: refused, or allowed. */
export type WhileImpersonating = 'read' | 'allowed';
/** Which partner authenticator opens a `partner` route: OCPI operators, or the card processor. */
export const PARTNER_KINDS = ['ocpi', 'processor'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const isRouteAccess = (value: unknown): value is RouteAccess =>
  typeof value === 'string' && (ROUTE_ACCESS_LEVELS as readonly string[]).includes(value);

export type EndpointInput = {
  method: HttpMethod;
  /** Fastify style: `:name` marks a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Answers other than 200 that the OpenAPI document names. */
  errors?: Readonly<Record<number, z.ZodType>>;
  access: RouteAccess;
  whileImpersonating?: WhileImpersonating;
  /** For `partner` routes: the authenticator that checks the caller's credential. */
  partner?: PartnerKind;
  /**
   * What the caller's role must hold (issue 42), declared on every 'session', 'customer' and 'admin'
   * endpoint: the route layer enforces it before the handler runs, and the server does not start
   * when one is missing (platform/route-registry).
   */
  permission?: EndpointPermission;
  tags: readonly string[];
  description?: string;
  consumes?: readonly string[];
  /**
   * The handler refuses a NUL character item by item (a batch's line alone, with its field) instead of
   * the whole request being refused before it runs (platform/api-hardening).
   */
  nulRefusedPerItem?: true;
};

/**
 * The permission an endpoint needs (issue 42; spec 000 §6 and the permission list of each area):
 * - keys: the role through which the user reaches an authority holds one of the keys there. The
 *   handler sees only those authorities (its reach is narrowed to them); none at all answers 403
 *   with `refusal` (default `forbidden`). A user moved to the successor product (migration status
 *   above 3) is refused: they see only the migration page (spec 000 §6 Migration).
 *   `platformAdmin: 'allowed'`: a platform admin who is not impersonating may call it too (the admin
 *   panel's invitation actions, spec 000 §2).
 * - operatorKey: as keys, with the key `<operatorKey>_<first letter of the authority id>` per
 *   authority (spec 001 §6 price lists).
 * - none: why no key is needed (the session's own profile, the admin area); the reason is the
 *   declaration, so it is never left out by accident.
 */
export type EndpointPermission =
  | {
      readonly keys: readonly [string, ...string[]];
      readonly refusal?: string;
      readonly platformAdmin?: 'allowed';
    }
  | { readonly operatorKey: 'downloadPriceList' | 'managePriceList'; readonly refusal?: string }
  | { readonly none: string };

/** Any one of `keys` on the authority opens the endpoint there. */
export const needsKey = (
  ...keys: [string, ...string[]]
): { readonly keys: readonly [string, ...string[]] } => ({ keys });
/** The reasons most endpoints without a key give. */
export const OWN_SESSION = "the signed-in user's own profile, preferences, access and session";
export const ADMIN_AREA = 'platform administrators only (access admin)';

/** No permission key: `reason` says why. */
export const needsNoKey = (reason: string): { readonly none: string } => ({ none: reason });

/** The access levels whose endpoints must declare a permission (the signed-in ones). */
export const PERMISSION_DECLARED_ACCESS: readonly RouteAccess[] = ['session', 'customer', 'admin'];

/** Every signed-in endpoint declares its permission: a type error before it is a start-up error. */
type Declared<T extends EndpointInput> = T['access'] extends 'public' | 'partner'
  ? T
  : T & { permission: EndpointPermission };

export type Endpoint<T extends EndpointInput = EndpointInput> = Readonly<T>;

/** One call of the API, defined once: the server route and the web fetcher both derive from it. */
export function defineEndpoint<const T extends EndpointInput>(definition: Declared<T>): Endpoint<T> {
  return Object.freeze({ ...definition });
}

type QueryValue = string | number | boolean | null | undefined;
export type EndpointQuery = Record<string, QueryValue | readonly QueryValue[]>;
export type PathParams<E extends EndpointInput> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : Record<string, never>;

/** The path with its `:name` parameters filled in (URI-encoded); a missing parameter is a bug. */
export function endpointPath<E extends EndpointInput>(endpoint: E, params?: PathParams<E>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`${endpoint.path}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path plus the query as the server parses it: null and undefined are left out, arrays repeat the
 * key (`authorityIds=a&authorityIds=b`, read as a list by the contract's schemas).
 */
export function endpointUrl<E extends EndpointInput>(
  endpoint: E,
  options: { params?: PathParams<E>; query?: EndpointQuery } = {},
): string {
  const path = endpointPath(endpoint, options.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
