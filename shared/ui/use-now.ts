import { useEffect, useState } from 'react';

/**
 * The current time (ms), read again every `everyMs`: for what a screen says relative to now (a
 * due time counting down) without a render per second. Tests control it with a fake clock.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
