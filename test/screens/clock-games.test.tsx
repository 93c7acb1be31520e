// The tournament clock of the games without blinds, the phone's clock held at the first hand's
// start: a brasileiro tournament with 2-minute levels, seeded as the setup screen would start it,
// shows its escuro on the bar and the big clock, and when the level runs out the banner and the
// voice (T21) announce the new escuro; a fechado tournament with F13's chain and F6's limits shows
// its longest words. (That those words fit whole, upright and on its side:
// test/e2e/screens-fit.test.ts.)
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { sessionConfig, type SetupOptions } from '../../src/engine/setup.ts';
import type { ProfileId } from '../../src/engine/index.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { speakingPhone } from './support/speech.ts';
import { setPhoneTime } from './support/tournament-app.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');

/** A tournament of this game as the setup screen starts it (its defaults, levels of 2 minutes), its first hand begun at T0. */
function tournament(profile: ProfileId, options: Partial<SetupOptions> = {}, players = ['Ana', 'Bia', 'Caio']): SeededGame {
  const setup = { ...setupDefaults[profile], tournament: true, levelBy: 'minutes', levelEvery: 2, ...options } as SetupOptions;
  const config = sessionConfig({ profile, players, mode: 'pass-and-play', dealer: { kind: 'random' }, options: setup }, 0);
  return { id: `${profile}-night`, config, log: [{ type: 'startHand', at: T0 }] };
}

/** A phone at T0 that speaks (what it was asked to say recorded), the game open. */
async function phoneAt(game: SeededGame): Promise<{ text: string; lang: string }[]> {
  const said = speakingPhone();
  setPhoneTime(T0);
  await openApp({ locale: 'pt-BR', games: [game] });
  return said;
}

const clockBar = () => screen.findByRole('region', { name: 'Relógio do torneio' });

/** The bar and the big clock, checked by axe. */
async function shots(name: string, level: string): Promise<void> {
  await expectAccessible(`${name}-clock-bar`);
  await tap(await within(await clockBar()).findByRole('button', { name: new RegExp(level) }));
  const big = await screen.findByRole('dialog', { name: level });
  await expectAccessible(`${name}-clock-big`);
  await tap(await within(big).findByRole('button', { name: 'Voltar à mesa' }));
}

describe('the tournament clock of every game', () => {
  it('T7, T21: a brasileiro tournament shows its escuro, the next one, and announces the new escuro when the level runs out', async () => {
    const said = await phoneAt(tournament('brasileiro'));
    const bar = await clockBar();
    await within(bar).findByText('Nível 1');
    await within(bar).findByText('Escuro 1/2');

    await tap(await within(bar).findByRole('button', { name: /Nível 1/ }));
    const big = await screen.findByRole('dialog', { name: 'Nível 1' });
    await within(await waitFor(() => big.querySelector<HTMLElement>('.clock-big-blinds')!)).findByText('Escuro 1/2');
    await within(big).findByText('Próximo: Escuro 2/4');
    await tap(await within(big).findByRole('switch', { name: 'Anunciar em voz alta' }));
    await tap(await within(big).findByRole('button', { name: 'Voltar à mesa' }));
    await expectAccessible('brasileiro-clock-bar');

    // The level's two minutes run out with the page open, ticking from two seconds before.
    setPhoneTime(T0 + 2 * MINUTE - 2000);
    await within(bar).findByText('00:02');
    expect(within(bar).queryByRole('status')).toBeNull();
    vi.setSystemTime(T0 + 2 * MINUTE + 2000);
    await within(bar).findByText('Nível 2');
    expect((await within(bar).findByRole('status')).textContent).toBe('Nível 2: Escuro 2/4 a partir da próxima mão');
    await waitFor(() => expect(said.map(({ text }) => text)).toEqual(['Nível 2: escuro 2 e 4']));
    await shots('brasileiro', 'Nível 2');
  });

  it("T7: fechado's escuro chain and bet limits, at high stakes, show whole on the bar and the big clock", async () => {
    const levels = [250, 500].map((escuro) => ({ escuro, minBet: escuro, maxBet: 10 * escuro }));
    // Four players: the whole chain of four posts (F13).
    await phoneAt(tournament('fechado', { escuroChain: 4, limit: 'spread', startingChips: 40_000, levels }, ['Ana', 'Bia', 'Caio', 'Davi']));
    await within(await clockBar()).findByText('Escuro 250/500/1.000/2.000 · apostas de 250 a 2.500');
    await shots('fechado', 'Nível 1');
  });
});
