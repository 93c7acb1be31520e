import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { equity } from '../../../src/engine/odds/equity.ts';
import { parseCards, rankingRules, type OddsSituation } from '../../../src/engine/index.ts';
import type { OddsReply, OddsRequest } from '../../../src/ui/odds/odds-client.ts';

/** A worker that holds each request until the test lets it answer, as a busy worker would. */
class HeldWorker {
  static all: HeldWorker[] = [];
  onmessage: ((event: { data: OddsReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly asked: OddsRequest[] = [];
  constructor() {
    HeldWorker.all.push(this);
  }
  postMessage(request: OddsRequest) {
    this.asked.push(request);
  }
  answer() {
    for (const { id, situation } of this.asked.splice(0)) this.onmessage?.({ data: { id, odds: equity(situation) } });
  }
  terminate() {}
}

const situation = (board: string): OddsSituation => ({
  game: 'board',
  rules: rankingRules('holdem', { players: 2 }),
  hands: [
    { seat: 0, cards: parseCards('AcAd') },
    { seat: 1, cards: parseCards('KhKs') },
  ],
  dead: [],
  pots: [[0, 1]],
  board: parseCards(board),
  boardSize: 5,
});

async function client() {
  vi.resetModules();
  return import('../../../src/ui/odds/odds-client.ts');
}

beforeEach(() => {
  HeldWorker.all = [];
  vi.stubGlobal('Worker', HeldWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('the odds away from the screen', () => {
  it('O9: asking returns at once, "working", and the figures come when the worker answers; the same situation again is known without asking', async () => {
    const { oddsOf } = await client();
    const flop = situation('2d 7c Jh');
    const result = oddsOf(flop);
    expect(result.value).toEqual({ state: 'working' });
    const [worker] = HeldWorker.all;
    expect(worker.asked).toHaveLength(1);
    worker.answer();
    expect(result.value).toEqual({ state: 'ready', odds: equity(flop) });
    expect(oddsOf(situation('2d 7c Jh'))).toBe(result);
    expect(worker.asked).toHaveLength(0);
    expect(HeldWorker.all).toHaveLength(1);
  });

  it('O9: a card that comes asks for the new figures; a worker that dies fails what it held, and the next request starts a new one', async () => {
    const { oddsOf } = await client();
    const flop = oddsOf(situation('2d 7c Jh'));
    const turn = oddsOf(situation('2d 7c Jh 9s'));
    const [worker] = HeldWorker.all;
    expect(worker.asked.map((r) => (r.situation.game === 'board' ? r.situation.board.length : null))).toEqual([3, 4]);
    worker.onerror?.();
    expect([flop.value, turn.value]).toEqual([{ state: 'failed' }, { state: 'failed' }]);
    const river = oddsOf(situation('2d 7c Jh 9s 3c'));
    expect(HeldWorker.all).toHaveLength(2);
    HeldWorker.all[1].answer();
    expect(river.value.state).toBe('ready');
  });
});
