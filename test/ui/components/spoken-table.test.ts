import { beforeEach, describe, expect, it } from 'vitest';
import { deck, newSession, tableView, type SessionAction, type SessionConfig, type SessionState, type TableView } from '../../../src/engine/index.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { spokenNews } from '../../../src/ui/components/spoken-table.tsx';
import { run } from '../../engine/support/session.ts';

// Three at the table, Ana on the button: Bia posts 1, Caio 2, and Ana acts first (H3).
const config: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })),
  firstDealer: 0,
  options: { smallBlind: 1, bigBlind: 2 },
};

/** The table's view after each step, the deal first. */
function views(...actions: SessionAction[]): TableView[] {
  let state: SessionState = run(newSession(config), { type: 'startHand', at: 0 }, { type: 'shuffle', deck: deck() });
  const seen = [tableView(state, 'table')];
  for (const action of actions) {
    state = run(state, action);
    seen.push(tableView(state, 'table'));
  }
  return seen;
}

beforeEach(() => {
  language.value = 'en';
});

describe('the table aloud', () => {
  it('A1: each action is said, then whose turn it is and what calling costs', () => {
    const [dealt, called, raised] = views({ type: 'call', seat: 0 }, { type: 'raise', seat: 1, to: 6 });
    expect(spokenNews(null, dealt)).toBe('Cards shuffled. Ana, your turn: 2 to call.');
    expect(spokenNews(dealt, called)).toBe('Ana called 2. Bia, your turn: 1 to call.');
    expect(spokenNews(called, raised)).toBe('Bia raised to 6. Caio, your turn: 4 to call.');
    // Nothing new, nothing said (the same view drawn again).
    expect(spokenNews(raised, raised)).toBeNull();
  });

  it('A1: the board is said with its cards named in words, and a turn with nothing to call says so', () => {
    const seen = views({ type: 'call', seat: 0 }, { type: 'call', seat: 1 }, { type: 'check', seat: 2 });
    const flop = spokenNews(seen[2], seen[3])!;
    expect(flop).toMatch(/^Caio checked\. Board: \w+ of \w+, \w+ of \w+, \w+ of \w+\. Bia, your turn\.$/);
    expect(flop).not.toMatch(/[♠♥♦♣]/);
  });

  it('A1: the result is said, and nobody is asked to act on a finished hand', () => {
    const seen = views({ type: 'fold', seat: 0 }, { type: 'fold', seat: 1 });
    const news = spokenNews(seen[1], seen[2])!;
    // Caio's last chip was never called and came back: the pot he takes is 1 from each blind (as the showdown says).
    expect(news).toBe('Bia folded. Caio wins 2.');
    expect(news).not.toMatch(/your turn/);
  });

  it("A1: said in the app's language", () => {
    language.value = 'pt-BR';
    const [dealt, called] = views({ type: 'call', seat: 0 });
    expect(spokenNews(dealt, called)).toBe('Ana pagou 2. Bia, sua vez: 1 para pagar.');
  });
});

describe("the table aloud on a dealer's-choice night", () => {
  const night: SessionConfig = {
    ...config,
    choice: {
      per: 'deal',
      games: [
        { profile: 'holdem', options: { smallBlind: 1, bigBlind: 2 } },
        { profile: 'draw5', options: { ante: 1, minBet: 2 } },
      ],
    },
  };

  it('C3, A1: the game is said as the dealer names it, before the hand; a hand played on in it does not say it again', () => {
    const start = newSession(night);
    const named = run(start, { type: 'nameGame', seat: 0, game: 1 });
    expect(spokenNews(tableView(start, 'table'), tableView(named, 'table'))).toBe('Five-card draw.');
    const dealt = run(named, { type: 'startHand', at: 0 }, { type: 'shuffle', deck: deck() });
    expect(spokenNews(tableView(named, 'table'), tableView(dealt, 'table'))).not.toContain('Five-card draw');
  });
});
