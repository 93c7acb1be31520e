// Baseball at the table: a hand with an open 4 whose extra card lands at once, the wild 3s and 9s
// starred on the tiles, who is high and why, fixed-limit buttons in units (bet 1, raise 1), five
// betting rounds to the showdown, and the resolved-pots count. (Its screenshots: `npm run shots`;
// the table at 320 px: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { baseballTable, formatUnits, handFacts, rankOf, view, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { cardFace } from '../support/hidden-cards.ts';
import { gameWithDeal } from '../support/stacked-deals.ts';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { playTurn, storedState, texts } from './support/play-table.ts';
import { expectNothingHidden } from './support/privacy.ts';

const config: SessionConfig = {
  profile: 'baseball',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 0 })),
  firstDealer: 0,
};

const table = (state: SessionState) => baseballTable(view(state.hand!, 'table'), 'pt-BR');

// The first open cards hold a 4 (its extra card dealt at once) and a wild card shows.
const game = gameWithDeal('e2e-baseball', config, (dealt) => {
  const seats = view(dealt.hand!, 'table').seats;
  const open = table(dealt).seats;
  const facts = handFacts(view(dealt.hand!, 'table'));
  return facts.extraCards.some((extras) => extras.some(Boolean)) && open.some((s) => s.wild.some((w, i) => w && seats[s.seat].up[i]));
});

const nameOf = (seat: number) => config.players[seat].name;
/** The seat the hand waits for. */
const acting = (state: SessionState): number => view(state.hand!, 'table').pending.seat!;

describe('baseball at the table', () => {
  it('S1, S5, S6: an open 4 and its extra card, wild cards starred, who is high and why, bet 1 / raise 1, five rounds to the showdown', async () => {
    const app = await openApp({ games: [game] });

    let state = await storedState(app, game);
    const seats = view(state.hand!, 'table').seats;
    const facts = handFacts(view(state.hand!, 'table'));
    const lucky = seats.find((s) => facts.extraCards[s.seat].some(Boolean))!;
    const extraAt = facts.extraCards[lucky.seat].indexOf(true);
    const high = table(state).high!;
    expect(state.hand?.pending).toEqual({ kind: 'bet', seat: high.seat });

    // Third street: the high hand bets 1, the next raises 1, the last calls, the bettor calls.
    const moves = [
      async () => {
        await screen.findAllByText(`${nameOf(high.seat)} abre: ${high.hand!.name}`, { exact: false });
        await screen.findByText(`${lucky.name}: 4 aberto (${cardFace(lucky.cards[extraAt - 1]!)}) → carta extra ${cardFace(lucky.cards[extraAt]!)}`, { exact: false });
        await screen.findByText('★ = curinga (todo 3 e todo 9)', { exact: false });
        await screen.findByText('Potes resolvidos: 0 de 8', { exact: false });
        await screen.findByText('Limite fixo: 1 por aposta, até 3 aumentos.', { exact: false });
        const marks = document.querySelectorAll('.seat .wild-mark');
        expect(marks.length).toBeGreaterThan(0);
        expect(marks[0].textContent).toContain('curinga');
        expect(document.querySelectorAll('.seat .extra-mark')).toHaveLength(1);
        // S2: a baseball stack is in units, never chips (everyone has paid the 1-unit ante).
        expect(texts('.seat .seat-stack')).toEqual(['−1 unidade', '−1 unidade', '−1 unidade']);
        expect(screen.queryAllByRole('spinbutton')).toHaveLength(0); // fixed limit: nothing to type
        // The seat's own cards: the two closed apart from the open one(s), its wild cards starred.
        const me = view(state.hand!, high.seat).seats[high.seat];
        const wild = table(state).seats[high.seat].wild;
        const faces = (up: boolean) => me.cards.flatMap((card, i) => (me.up[i] === up ? [cardFace(card!)] : []));
        const own = (group: string) => texts('.card', screen.getByRole('group', { name: group }));
        expect(own('Fechadas: só você vê')).toEqual(faces(false));
        expect(own('Abertas: a mesa vê')).toEqual(faces(true));
        expect(document.querySelectorAll('.own-groups .wild-mark')).toHaveLength(wild.filter(Boolean).length);
        await tap('Apostar 1');
      },
      () => tap('Aumentar 1 (para 2)'),
      () => tap('Pagar 2'),
      () => tap('Pagar 1'),
    ];
    for (const [i, move] of moves.entries()) {
      state = await playTurn(app, game, nameOf(acting(state)), move, i === 0 ? 'baseball-open-four' : undefined);
    }
    expect(state.hand!.seats.map((s) => s.committed)).toEqual([180, 180, 180]);

    // Fourth to seventh street: everyone checks; each round starts with its own high hand (S5).
    let rounds = 0;
    while (state.hand && !state.hand.result && state.hand.pending.kind === 'bet') {
      const seat = acting(state);
      const starts = state.hand.seats.every((s) => s.bet === 0) && state.hand.round?.faced.every((f) => f < 0);
      if (starts) {
        rounds++;
        expect(seat).toBe(table(state).high!.seat);
      }
      state = await playTurn(app, game, nameOf(seat), () => tap('Mesa'), rounds === 3 && starts ? 'baseball-sixth-street' : undefined);
    }
    expect(rounds).toBe(4);
    const result = state.hand!.result!;
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expectNothingHidden(state, null);
    const pot = result.pots[0];
    expect(formatUnits(pot.amount)).toBe('9'); // 3 antes and 3 × 2
    expect(document.querySelector('.pot-result .pot-name')?.textContent).toBe('Pote · 9');
    for (const [k, seat] of pot.winners.entries()) {
      await screen.findAllByText(`${nameOf(seat)} ganha ${formatUnits(pot.shares[k], { separator: ',' })}`, { exact: false });
    }
    // S2: stacks and results in units; the shown hands' 3s and 9s starred as on the tiles.
    const stacks = texts('.nets .net-stack');
    expect(stacks.length).toBe(3);
    for (const text of stacks) expect(text).toMatch(/^→ −?[\d⅓⅔½¼¾⁄⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]+ unidades?$/);
    const shownWild = state.hand!.seats.flatMap((s) => (s.shown ? s.cards.filter((c) => c !== null && (rankOf(c) === 1 || rankOf(c) === 7)) : []));
    const starred = document.querySelectorAll('.shown-hands .wild-mark');
    expect(starred).toHaveLength(shownWild.length);
    if (shownWild.length > 0) expect(starred[0].textContent).toContain('curinga');
    await expectAccessible('baseball-showdown');

    await tap('Continuar');
    await screen.findByRole('heading', { name: 'Depois da mão 1' });
    await screen.findByText('Potes resolvidos: 1 de 8', { exact: false });
    for (const text of texts('.standing-stack')) expect(text).toMatch(/unidades?$/);
    expect(document.querySelector('.standings')?.textContent).not.toContain('fichas');
  });
});
