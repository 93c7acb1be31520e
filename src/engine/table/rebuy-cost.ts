/**
 * B5: what a re-buy of the escuro costs, as the hand log says it. Each re-buy doubles the escuro
 * bought before it, so one in the record cost the escuro standing now halved once per accepted
 * re-buy after it; one not in the record (undone, or still to come) costs twice the escuro now.
 */
import type { HandView } from '../hand-view.ts';

/** The cost of the re-buy at `index` of `view.record`; without an index, of the next one. */
export function rebuyCost(view: HandView, index?: number): number {
  const now = view.escuro?.amount ?? 0;
  if (index === undefined) return 2 * now;
  const later = view.record.slice(index + 1).filter((e) => e.type === 'rebuy' && e.accept).length;
  return now / 2 ** later;
}
