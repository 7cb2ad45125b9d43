import { useCallback, useEffect, useState } from 'react';

/** A countdown to a moment (ms): the whole seconds left, ticking once a second while positive. */
export function useCountdown(initialAt: () => number): [left: number, at: number, restart: (at: number) => void] {
  const [clock, setClock] = useState(() => ({ at: initialAt(), now: Date.now() }));
  const left = Math.max(0, Math.ceil((clock.at - clock.now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), Math.min(1000, clock.at - clock.now));
    return () => clearTimeout(timer);
  }, [clock, left]);
  const restart = useCallback((at: number) => setClock({ at, now: Date.now() }), []);
  return [left, clock.at, restart];
}
