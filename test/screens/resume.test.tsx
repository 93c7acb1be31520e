// A game reopened after its hand ended (issue 35): on the result only while nobody has continued
// from it; once the table has, between hands, whatever closed the page in between.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { dealtGame, type SeededGame } from '../support/seeded-store.ts';
import { openApp, tap } from './support/app.tsx';

/** Hand 1 over: Ana raised, Bia and Caio folded. */
function endedHand(): SeededGame {
  const dealt = dealtGame('resume', { profile: 'holdem', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })), firstDealer: 0, options: { smallBlind: 50, bigBlind: 100 } }, 4);
  return { ...dealt, log: [...dealt.log, { type: 'raise', seat: 0, to: 300 }, { type: 'fold', seat: 1 }, { type: 'fold', seat: 2 }] };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('reopening a game whose hand is over', () => {
  it('issue 35: once the table continued from the result, a reload opens between hands, not on the result again', async () => {
    let app = await openApp({ games: [endedHand()] });
    await heading('Resultado da mão 1');
    await tap('Continuar');
    await heading('Depois da mão 1');
    app = await app.reload();
    await app.started;
    await heading('Depois da mão 1');
    expect(screen.queryByRole('heading', { name: 'Resultado da mão 1' })).toBeNull();
  });

  it('issue 35: a result nobody continued from is shown again; so is one whose mark on the phone is not what the app wrote', async () => {
    let app = await openApp({ games: [endedHand()] });
    await heading('Resultado da mão 1');
    app = await app.reload();
    await heading('Resultado da mão 1');
    for (const garbage of ['{', '{"resume":{"hands":1,"reopenings":0}}', '[["resume","1",0]]', '[["resume",1,-1]]']) {
      localStorage.setItem('mesa.resultsSeen', garbage);
      app = await app.reload();
      await heading('Resultado da mão 1');
    }
    expect(app.errors).toEqual([]);
  });
});
