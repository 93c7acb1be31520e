// A tournament of a game that is not hold'em set up on the New game screen (T7, T8): fechado with
// the spread limit — the levels editor in its words (Pingo, Mín., Máx.), the escuro chain turning
// the pingos into the dealer's escuros with the same values, a 3-hour structure for 6 built by the
// planner, and the game started at the table. (The fechado and brasileiro tournament forms at
// 360×740 and 740×360: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';

const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fabio'];

const heads = () => [...document.querySelectorAll('.level-head > span')].map((span) => span.textContent);
const column = (label: string) => screen.getAllByLabelText(new RegExp(`^${label} do nível \\d+$`)).map((input) => (input as HTMLInputElement).value);
/** Playwright's getByText(string): a substring, in any case. */
const anteOffered = () => screen.queryAllByText(/ante de todos/i).length;

async function openTournament(game: RegExp): Promise<void> {
  await tap('Novo jogo');
  await tap(game);
  await tap(await screen.findByRole('switch', { name: 'Torneio' }));
  await waitFor(() => expect(heads().length).toBeGreaterThan(0));
}

describe('a tournament of another game on the New game screen', () => {
  it('T7, B4: brasileiro levels its escuro, and its planner offers no antes', async () => {
    await openApp();
    await openTournament(/Pôquer brasileiro/);
    expect(heads()).toEqual(['#', 'Escuro', '']);
    expect(column('Escuro').slice(0, 3)).toEqual(['1', '2', '3']);
    expect(anteOffered()).toBe(0);
    await expectAccessible('setup-brasileiro-tournament');
  });

  it('T7, T8, F6, F13: fechado with the spread limit — pingo and limits, the escuro chain, a 3-hour structure for 6, and the table', async () => {
    const app = await openApp();
    await openTournament(/Pôquer fechado/);
    for (let seat = 1; seat <= NAMES.length; seat++) {
      const label = `Nome do jogador no lugar ${seat}`;
      if (!screen.queryByLabelText(label)) await tap('Adicionar jogador');
      await type(label, NAMES[seat - 1]);
    }
    expect(heads()).toEqual(['#', 'Pingo', 'Mín.', 'Máx.', '']);
    const pingos = column('Pingo');
    const limits = [column('Aposta mínima'), column('Aposta máxima')];
    expect(pingos.slice(0, 3)).toEqual(['1', '2', '3']);

    // F13: the chain's first post takes the pingo's place, level by level, with the same values.
    await tap(within(await screen.findByRole('group', { name: 'Escuro em vez de pingo' })).getByRole('button', { name: '3 casam' }));
    await waitFor(() => expect(heads()).toEqual(['#', 'Escuro', 'Mín.', 'Máx.', '']));
    expect(column('Escuro')).toEqual(pingos);
    expect([column('Aposta mínima'), column('Aposta máxima')]).toEqual(limits);

    // T7, T8: three hours for six, levels of 20 minutes; hold'em's antes are not offered.
    await type('Tempo de jogo (minutos)', '180');
    expect(anteOffered()).toBe(0);
    await tap('Montar os níveis');
    const built = Number((await screen.findByText(/^\d+ níveis montados\.$/)).textContent!.split(' ')[0]);
    expect(document.querySelectorAll('.level-list > li')).toHaveLength(built);
    await screen.findByText(/^Deve terminar lá pelas/);
    const escuros = column('Escuro');
    await expectAccessible('setup-fechado-tournament');

    await tap((await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1)!);
    const draw = await screen.findByRole('dialog', { name: 'Tirada para carteador' });
    await tap(within(draw).getByRole('button', { name: 'Começar o jogo' }));
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    await expectAccessible('setup-fechado-tournament-table');
    const config = await app.storedConfig(app.shownGameId());
    expect(config.profile).toBe('fechado');
    expect(config.options).toMatchObject({ escuroPosters: 3, escuro: Number(escuros[0]) });
    expect(config.schedule!.every).toEqual({ minutes: 20 });
    expect(config.schedule!.levels.map((level) => String(level.escuro))).toEqual(escuros);
    for (const level of config.schedule!.levels) {
      expect(level.ante, 'no pingo with the chain').toBeUndefined();
      expect(level.minBet! <= level.maxBet!, 'spread limits').toBe(true);
    }
  });
});
