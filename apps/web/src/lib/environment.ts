import { ENVIRONMENTS, environmentFromHost, type TEnvironment } from '@portal/contract';

/** The host rule lives in the contract so the server (single-role ids) applies the same one. */
export { ENVIRONMENTS, environmentFromHost };
export type Environment = TEnvironment;

export const getActiveEnvironment = (): Environment => environmentFromHost(window.location.hostname);

/** `isLocal` of the token calls (spec 000 §7): the browser talks to a portal on this machine. */
export const isLocalHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
};
