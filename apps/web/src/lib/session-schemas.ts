/**
 * The contract schemas the app frame needs only after an answer arrives (error bodies, token refresh,
 * logout). Imported with `import()` so zod stays out of the sign-in route (issue 13 Web budgets); a
 * module of its own, since `import('@portal/contract')` would pull the whole contract into the entry.
 */
export { ZErrorResponse, ZGetTokensResponse, ZLogoutResponse } from '@portal/contract';
