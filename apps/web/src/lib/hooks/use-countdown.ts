import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * spec §4 captcha button: counts down whole seconds to zero. The end time is fixed at start,
 * so a throttled background tab still reaches zero on time.
 */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  const isRunning = remaining > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [isRunning]);

  const start = useCallback((seconds: number) => {
    endsAt.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
  }, []);

  return { remaining, isRunning, start };
}
