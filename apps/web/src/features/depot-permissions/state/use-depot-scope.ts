import { useEffect } from 'react';
import { levelQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useDepotSelection } from './selection-store';

/** The selected hierarchy entry; a change of entry clears the chosen cards (spec 001 §4). */
export function useDepotScope() {
  const session = useSessionScope();
  const enterScope = useDepotSelection((s) => s.enterScope);
  const selection = session.selection ? levelQuery(session.selection) : undefined;
  const scopeKey = selection ? `${selection.accessLevel}:${selection.accessLevelCode}` : null;
  useEffect(() => {
    if (scopeKey) enterScope(scopeKey);
  }, [scopeKey, enterScope]);
  const current = useDepotSelection((s) => s.scopeKey);
  return { selection, ready: Boolean(scopeKey) && current === scopeKey };
}
