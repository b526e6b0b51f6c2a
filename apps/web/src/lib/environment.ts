import { ENVIRONMENTS, environmentFromHost, isLocalHost, type TEnvironment } from '@portal/contract';

/** The host rule lives in the contract so the server (single-role ids) applies the same one. */
export { ENVIRONMENTS, environmentFromHost, isLocalHost };
export type Environment = TEnvironment;

export const getActiveEnvironment = (): Environment => environmentFromHost(window.location.hostname);
