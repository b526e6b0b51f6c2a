import type {
  TAccountUser,
  THierarchyResponse,
  TLoggedInUser,
  TPermissionsResponse,
  TUserPreferences,
} from '@portal/contract';
import { createContext, useContext } from 'react';
import type { HierarchyEntry } from './hierarchy-entries';

/**
 * The signed-in user's working context (spec 000 §4 Session init): hierarchy, selected entry and
 * the permissions for it. `unscoped`: users without a customer context (an admin who is not
 * impersonating, a migrated user). `loading`: not ready (first load or after a hierarchy change).
 */
export type SessionScope = {
  status: 'unscoped' | 'loading' | 'ready';
  /** The impersonated user's id, '' for the user themself. */
  actingAs: string;
  hierarchy: THierarchyResponse | undefined;
  entries: readonly HierarchyEntry[];
  selection: TLoggedInUser | undefined;
  selectedEntry: HierarchyEntry | undefined;
  permissions: ReadonlySet<string>;
  masthead: TPermissionsResponse['masthead'] | null;
  /** Of the user whose data is shown: the hierarchy's value once loaded. */
  migrationStatus: number;
  /** The Account user (details call); loaded for everyone signed in, scoped or not. */
  details: TAccountUser | undefined;
  /** Preferences and column lists (userpreferences call); dates and numbers follow them. */
  preferences: TUserPreferences | undefined;
};

export const UNSCOPED: SessionScope = {
  status: 'unscoped',
  actingAs: '',
  hierarchy: undefined,
  entries: [],
  selection: undefined,
  selectedEntry: undefined,
  permissions: new Set(),
  masthead: null,
  migrationStatus: 0,
  details: undefined,
  preferences: undefined,
};

export const SessionScopeContext = createContext<SessionScope>(UNSCOPED);

/** Inside the shell (SessionScopeProvider); elsewhere it reads as unscoped. */
export const useSessionScope = (): SessionScope => useContext(SessionScopeContext);
