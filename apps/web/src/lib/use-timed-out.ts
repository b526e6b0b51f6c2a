import { useEffect, useState } from 'react';

/**
 * True once `isWaiting` has stayed true for `ms` (spec 001 §4: the dashboard widget shows its error
 * state after 15 s without data). Goes back to false when the wait ends.
 */
export function useTimedOut(isWaiting: boolean, ms: number): boolean {
  const [isTimedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!isWaiting) {
      setTimedOut(false);
      return;
    }
    const timer = window.setTimeout(() => setTimedOut(true), ms);
    return () => window.clearTimeout(timer);
  }, [isWaiting, ms]);
  return isTimedOut;
}
