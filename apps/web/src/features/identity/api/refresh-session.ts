import { ensureFreshSession, sessionGeneration } from '../../../lib/session-refresh';

/**
 * The idle modal's "continue" (spec 000 §4): asks the api client for a refresh now, joining one that
 * is already running. Resolves false when the session is over; the api client has then called
 * onSessionExpired once.
 */
export const refreshSession = (): Promise<boolean> => ensureFreshSession(sessionGeneration());
