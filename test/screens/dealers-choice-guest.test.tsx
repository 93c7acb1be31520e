// Dealer's choice on several phones (section C, N3): a guest phone names the game only when its
// seat deals next; before that it says who is naming it. On the host, a dealer whose seat is on his
// own phone names there: the host says so, and may take this deal's naming back to its own screen.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { SessionConfig } from '../../src/engine/index.ts';
import { openApp, tap } from './support/app.tsx';
import { addPhone, fakePeer } from './support/fake-peer.ts';
import { expectAccessible } from './support/axe.ts';
import { guestAtTable } from './support/guest-phone.ts';

const blinds = { smallBlind: 1, bigBlind: 2 };
const night: SessionConfig = {
  profile: 'holdem',
  options: blinds,
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })),
  firstDealer: 0,
  choice: {
    per: 'deal',
    games: [
      { profile: 'holdem', options: blinds },
      { profile: 'plo', options: blinds },
    ],
  },
};

describe("dealer's choice on a guest phone", () => {
  it("C3, N3: Bia's phone waits while Ana names the game, then names the next one itself", async () => {
    const app = await openApp({ locale: 'en' });
    const { host } = await guestAtTable(night);
    app.modules.navigation.go({ name: 'guest' });
    await screen.findByRole('heading', { level: 1, name: 'Choose your seat' });
    await tap('Bia');

    // Ana deals first: this phone says she is naming, and offers no game.
    await screen.findByRole('heading', { level: 1, name: 'Ana is naming the game' });
    expect(screen.queryByRole('button', { name: "Texas Hold'em" })).toBeNull();
    await host.act({ type: 'nameGame', seat: 0, game: 0 });
    await screen.findByText("Texas Hold'em", { selector: '.game-big' });
    await host.act({ type: 'startHand', at: host.clock.now });
    // Ana is first to act three-handed; Bia and Ana fold to Caio's big blind.
    await host.act({ type: 'fold', seat: 0 });
    await host.act({ type: 'fold', seat: 1 });
    await tap(await screen.findByRole('button', { name: 'Continue' }));

    // Bia deals next: her phone names the game, and the host takes it.
    await screen.findByRole('heading', { level: 1, name: 'Bia, name the game' });
    await expectAccessible('choice-guest-naming');
    await tap('Pot-Limit Omaha');
    await waitFor(() => expect(host.state().log.at(-1)).toEqual({ type: 'nameGame', seat: 1, game: 1 }));
    await screen.findByText('Pot-Limit Omaha', { selector: '.game-big' });
  });
});

describe("dealer's choice on the host, the next dealer on his own phone", () => {
  /** The host at a new night whose first dealer, Bia, holds her seat on her own phone. */
  async function hostWithBiaOnHerPhone() {
    const guests = fakePeer();
    const app = await openApp({ locale: 'pt-BR', games: [{ id: 'choice-phones', config: { ...night, firstDealer: 1 }, log: [] }], at: { name: 'table', gameId: 'choice-phones' } });
    await tap((await screen.findAllByRole('button', { name: 'Jogar em vários celulares' }))[0]);
    await addPhone('Bia');
    history.back();
    await screen.findByRole('heading', { level: 1, name: 'Bia está escolhendo o jogo' });
    return { app, bia: guests.get('Bia')! };
  }

  it("C3, N3: the host says Bia is naming on her phone and offers no game; her phone's naming is the table's, shown on the host", async () => {
    const { app, bia } = await hostWithBiaOnHerPhone();
    await screen.findByText('No celular de Bia.');
    expect(document.querySelector('.game-picks')).toBeNull();
    await expectAccessible('choice-host-naming-elsewhere');
    await waitFor(() => expect(bia.table!.current).toMatchObject({ state: 'playing', role: 1 }));
    expect(await bia.table!.intend({ type: 'nameGame', seat: 1, game: 1 })).toBe('done');
    await screen.findByText('Omaha Pot-Limit', { selector: '.game-big' });
    expect(document.querySelector('.game-picks')).toBeNull();
    expect((await app.storedLog('choice-phones')).at(-1)).toEqual({ type: 'nameGame', seat: 1, game: 1 });
  });

  it('C3: the table takes the naming back to the host for this deal: the game buttons show there, and the tap names the game for Bia', async () => {
    const { app } = await hostWithBiaOnHerPhone();
    await tap('Escolher neste celular');
    await screen.findByRole('heading', { level: 1, name: 'Bia, escolha o jogo' });
    await tap(within(document.querySelector<HTMLElement>('.game-picks')!).getByRole('button', { name: /^Texas Hold'em/ }));
    await waitFor(async () => expect((await app.storedLog('choice-phones')).at(-1)).toEqual({ type: 'nameGame', seat: 1, game: 0 }));
    await screen.findByText("Texas Hold'em", { selector: '.game-big' });
  });
});
