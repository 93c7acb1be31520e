// Dealer's choice on several phones (section C, N3): a guest phone names the game only when its
// seat deals next; before that it says who is naming it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import type { SessionConfig } from '../../src/engine/index.ts';
import { openApp, tap } from './support/app.tsx';
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
