// The time the table's screens read the tournament clock at: Date.now(), again every second and as
// soon as the page shows after a sleep, so the clock bar and the desk between hands change the
// moment a level or a break starts (T9, T18: the add-on and the colour-up come up with the break).
import { useEffect, useState } from 'preact/hooks';

export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener('pageshow', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener('pageshow', tick);
    };
  }, []);
  return now;
}
