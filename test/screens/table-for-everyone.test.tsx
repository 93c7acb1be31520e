// Issue 23, "a table anyone can play at": the turns said aloud (A1). (The four-colour deck and
// the cards' sizes at 360 px, A2, and axe with colour contrast on home, the settings and a seat's
// turn, A3, need a real layout: test/e2e/table-fit.test.ts and screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import type { SessionConfig } from '../../src/engine/index.ts';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { speakingPhone } from './support/speech.ts';

describe('the table aloud', () => {
  it('A1: with the setting on, a chip-ledger tap is said, then the next turn and what it costs to call', async () => {
    const said = speakingPhone();
    const ledger: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })),
      firstDealer: 0,
      dealing: 'ledger',
      options: { smallBlind: 1, bigBlind: 2 },
    };
    const game = { id: 'a1-ledger', config: ledger, log: [{ type: 'startHand' as const, at: Date.now() }] };
    await openApp({ locale: 'pt-BR', localStorage: { 'mesa.settings.speakTurns': 'true' }, games: [game], at: { name: 'table', gameId: game.id } });
    await screen.findByRole('heading', { name: 'Vez de Ana' });
    // The ledger's turn settles a moment before its buttons take a tap (Playwright waits for them
    // to be enabled; support/app.tsx's tap refuses a disabled one at once).
    const call = await screen.findByRole('button', { name: 'Pagar 2' });
    await waitFor(() => expect((call as HTMLButtonElement).disabled).toBe(false));
    await tap(call);
    await screen.findByRole('heading', { name: 'Vez de Bia' });
    await waitFor(() => expect(said.map(({ text }) => text)).toEqual(['Ana pagou 2. Bia, sua vez: 1 para pagar.']));
    await expectAccessible('a1-spoken-turn');
  });
});
