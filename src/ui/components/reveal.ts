// A part that opens in the middle of a turn (the ledger's card picker, the odds' next street)
// opens where the tap was, often low on the screen: under the hand side stuck to the bottom edge
// (turn.css), where its keys cannot be seen and a tap lands on the winner's buttons instead.
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Room left around a revealed part, so that it does not touch the panel's edge. */
const MARGIN = 8;

/**
 * Scrolls the page the least that shows `part` whole between the top edge (below a clock bar
 * stuck there) and the hand side stuck to the bottom, unless the hand side stands beside it (a
 * phone turned sideways); a part taller than the room shows from its top.
 */
function revealAboveHandSide(part: HTMLElement): void {
  const panel = document.querySelector('.hand-side');
  // Inside the panel, the panel scrolls on its own.
  if (panel?.contains(part)) return;
  const box = part.getBoundingClientRect();
  const stuck = panel?.getBoundingClientRect();
  const beside = !stuck || stuck.left >= box.right || stuck.right <= box.left;
  const bottom = beside ? innerHeight : Math.min(innerHeight, stuck.top);
  const clock = document.querySelector('.clock-bar')?.getBoundingClientRect();
  const top = clock && clock.top <= 0 ? clock.bottom : 0;
  if (box.top < top) scrollBy({ top: box.top - top - MARGIN });
  else if (box.bottom > bottom - MARGIN) scrollBy({ top: Math.min(box.bottom - bottom + MARGIN, box.top - top) });
}

/** A ref whose element is revealed above the hand side when it first shows. */
export function useRevealed<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (ref.current) revealAboveHandSide(ref.current);
  }, []);
  return ref;
}
