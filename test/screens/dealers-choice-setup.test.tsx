// Dealer's choice on the New game screen (section C): the night's games among the others, each with
// its own stakes on a card of its own, refused with fewer than two games, remembered across a reload.
// (That the form fits a phone held either way was looked at in a browser once; test/e2e is at its
// time limit.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { SessionConfig } from '../../src/engine/index.ts';
import { findText, hasText, openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';

const start = async () => (await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1) as HTMLButtonElement;
const reason = () => document.querySelector('.start-reason')?.textContent ?? null;
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const card = (game: string) => screen.getByRole('listitem', { name: game });

async function openChoice(options: Parameters<typeof openApp>[0] = {}) {
  const app = await openApp(options);
  await tap('Novo jogo');
  await tap(/^Escolha do carteador/);
  await screen.findByRole('heading', { level: 1, name: 'Escolha do carteador' });
  return app;
}

describe("dealer's choice setup", () => {
  it("C1, C2, C4: three games, each with its own stakes, per orbit: the night's config carries them, the first game's its own", async () => {
    const app = await openChoice();
    await type('Nome do jogador no lugar 1', 'Ana');
    await type('Nome do jogador no lugar 2', 'Bia');
    await type('Nome do jogador no lugar 3', 'Caio');
    await tap('Tirar Jogador 4 da mesa');
    for (const game of ['Pôquer de cinco cartas', "Texas Hold'em", 'Pôquer fechado']) await tap(game);
    await tap('Da sua volta');
    await findText('O jogo escolhido vale até o mesmo carteador dar de novo');
    // Folded, each card says its stakes: draw5's ante scaled to the night's 10,000 chips.
    expect(within(card('Pôquer de cinco cartas')).getByText('Ante 100')).toBeTruthy();
    expect(within(card("Texas Hold'em")).getByText('100/200')).toBeTruthy();

    await tap("Alterar as apostas de Texas Hold'em");
    await type('Small blind', '200');
    await type('Big blind', '400');
    await expectAccessible('choice-setup-stakes');
    await tap('Pronto');
    await waitFor(() => expect(within(card("Texas Hold'em")).getByText('200/400')).toBeTruthy());
    // One card open at a time: opening draw5's shows its ante, not hold'em's blinds.
    await tap('Alterar as apostas de Pôquer de cinco cartas');
    expect(screen.queryByLabelText('Big blind')).toBeNull();
    await type('Ante', '50');
    await tap('Pronto');

    await waitFor(async () => expect((await start()).disabled).toBe(false));
    await expectAccessible('choice-setup');
    await tap(await start());
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    const config = await app.storedConfig(app.shownGameId()!);
    expect(config.choice?.per).toBe('orbit');
    expect(config.choice?.games.map((game) => game.profile)).toEqual(['draw5', 'holdem', 'fechado']);
    const [draw5, holdem, fechado] = config.choice!.games;
    expect(draw5.options).toMatchObject({ ante: 50 });
    expect(holdem.options).toMatchObject({ smallBlind: 200, bigBlind: 400 });
    expect(fechado.options).toMatchObject({ ante: 100, betting: { kind: 'spread', min: 100, max: 1000 } });
    expect(config.players.map((p) => [p.name, p.stack])).toEqual([
      ['Ana', 10_000],
      ['Bia', 10_000],
      ['Caio', 10_000],
    ]);
    // The night is its first game's until a dealer names one; nothing is dealt before he does (C3).
    expect(config.profile).toBe('draw5');
    expect(config.options).toEqual(draw5.options);
    expect(await app.storedLog(app.shownGameId()!)).toEqual([]);
    await screen.findByRole('heading', { level: 1, name: /, escolha o jogo$/ });
  });

  it('C1: one game is no choice: Start says so and waits; Baseball is not offered, and the form says why', async () => {
    await openChoice();
    expect(screen.queryByRole('button', { name: 'Baseball' })).toBeNull();
    await findText('Baseball fica de fora');
    await tap("Texas Hold'em");
    await waitFor(() => expect(reason()).toBe('Escolham pelo menos 2 jogos.'));
    expect((await start()).disabled).toBe(true);
    await expectAccessible('choice-setup-one-game');
    await tap('Omaha Pot-Limit');
    await waitFor(async () => expect((await start()).disabled).toBe(false));
    // A game's stakes that cannot be played say which game, on its folded card and by Start.
    await tap("Alterar as apostas de Texas Hold'em");
    await type('Big blind', '20000');
    await tap('Pronto');
    const problem = "Texas Hold'em: Um blind de 20.000 é maior que as 10.000 fichas iniciais.";
    await waitFor(() => expect(reason()).toBe(problem));
    expect(within(card("Texas Hold'em")).getByText(problem)).toBeTruthy();
    expect((await start()).disabled).toBe(true);
  });

  it('the form survives a reload: the games, the stakes and per orbit as they were', async () => {
    let app = await openChoice();
    await tap('Pôquer brasileiro');
    await tap('Omaha de 5 cartas');
    await tap('Da sua volta');
    await tap('Alterar as apostas de Pôquer brasileiro');
    await type('Escuro', '300');
    app = await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Escolha do carteador' });
    expect(pressed('Pôquer brasileiro')).toBe('true');
    expect(pressed('Omaha de 5 cartas')).toBe('true');
    expect(pressed("Texas Hold'em")).toBe('false');
    expect(pressed('Da sua volta')).toBe('true');
    expect(within(card('Pôquer brasileiro')).getByText('Escuro 300/600')).toBeTruthy();
    expect(app.errors).toEqual([]);
  });

  it("a hostile remembered night is read field by field: what no game takes is left at its default", async () => {
    const stored = { games: ['holdem', 'baseball', 'holdem', 'x', 'plo'], per: 'sideways', options: { startingChips: 'lots', currency: 'EUR' }, stakes: { holdem: { bigBlind: 500, straddle: 'always', ante: null } } };
    await openChoice({ localStorage: { 'mesa.setup.choice': JSON.stringify(stored) } });
    expect(pressed("Texas Hold'em")).toBe('true');
    expect(pressed('Omaha Pot-Limit')).toBe('true');
    expect(pressed('Da sua mão')).toBe('true');
    expect(within(card("Texas Hold'em")).getByText('100/500')).toBeTruthy();
    expect((screen.getByLabelText('Fichas iniciais') as HTMLInputElement).value).toBe('10000');
    expect(hasText('Baseball')).toBe(true); // only the line saying why it is left out
    expect(screen.queryByRole('button', { name: 'Baseball' })).toBeNull();
  });

  it.each([
    ['en', "Dealer's choice", "Texas Hold'em", 'Pick at least 2 games.', 'For his orbit'],
    ['pt-PT', 'Escolha do dador', "Texas Hold'em", 'Escolham pelo menos 2 jogos.', 'Da sua volta'],
  ] as const)('%s: the form in its own words', async (locale, title, game, refusal, orbit) => {
    await openApp({ locale });
    await tap(locale === 'en' ? 'New game' : 'Novo jogo');
    await tap(new RegExp(`^${title}`));
    await screen.findByRole('heading', { level: 1, name: title });
    await tap(game);
    await waitFor(() => expect(reason()).toBe(refusal));
    await screen.findByRole('button', { name: orbit });
  });
});

describe("a dealer's-choice night in the lists", () => {
  const blinds = { smallBlind: 100, bigBlind: 200 };
  const config: SessionConfig = {
    profile: 'holdem',
    options: blinds,
    players: ['Ana', 'Bia'].map((name) => ({ name, stack: 10_000 })),
    firstDealer: 0,
    choice: { per: 'deal', games: [{ profile: 'holdem', options: blinds }, { profile: 'plo', options: blinds }, { profile: 'fechado', options: { ante: 100 } }] },
  };

  it("past games call it Dealer's choice with its games' short names, in each language", async () => {
    const games = [{ id: 'night', config, log: [], stored: { status: 'finished' as const } }];
    await openApp({ games, at: { name: 'past-games' } });
    await findText("Escolha do carteador: Hold'em, PLO e Fechado");
    await openApp({ games, locale: 'en', at: { name: 'past-games' } });
    await findText("Dealer's choice: Hold'em, PLO, and Fechado");
    await tap(document.querySelector<HTMLElement>('.game-open')!);
    await screen.findByRole('heading', { level: 1, name: "Dealer's choice: Hold'em, PLO, and Fechado" });
  });
});
