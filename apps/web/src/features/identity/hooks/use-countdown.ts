import { useEffect, useState } from 'react';

/** Whole seconds left until `durationMs` has passed since `isRunning` turned true. */
export function useCountdown(durationMs: number, isRunning: boolean): number {
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(durationMs / 1000));
  useEffect(() => {
    setSecondsLeft(Math.ceil(durationMs / 1000));
    if (!isRunning) return;
    const endsAt = Date.now() + durationMs;
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [durationMs, isRunning]);
  return secondsLeft;
}
