import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 002 §4.11: the time left as hh:mm:ss (never negative; hours keep growing past 99). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Milliseconds until `endTime`, ticking every second; `onEnd` runs once when it reaches zero. */
export function useCountdown(endTime: string | undefined, onEnd?: () => void): number {
  const end = endTime ? new Date(endTime).getTime() : 0;
  const [left, setLeft] = useState(() => Math.max(0, end - Date.now()));
  useEffect(() => {
    if (!end) return;
    let ended = false;
    const tick = () => {
      const remaining = Math.max(0, end - Date.now());
      setLeft(remaining);
      if (remaining === 0 && !ended) {
        ended = true;
        onEnd?.();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, onEnd]);
  return left;
}
