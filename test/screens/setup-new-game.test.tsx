// The New game screen: every game the engine can play starts from its form and reaches the table;
// wrong tables say why and cannot start. (That the form fits a small phone, light and dark:
// test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { isPlayable } from '../../src/engine/profiles/registry.ts';
import type { ProfileId } from '../../src/engine/types.ts';
import { choose, findText, hasText, openApp, tap, type, typeKeys, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';

const gameNames: Record<ProfileId, string> = {
  draw5: 'Pôquer de cinco cartas',
  brasileiro: 'Pôquer brasileiro',
  baseball: 'Baseball',
  fechado: 'Pôquer fechado',
  holdem: "Texas Hold'em",
  plo: 'Omaha Pot-Limit',
  plo5: 'Omaha de 5 cartas',
};
const playable = (Object.keys(gameNames) as ProfileId[]).filter(isPlayable);

/** A new phone (empty storage: once a game exists the app reopens on it, not on home) on the game's form. */
async function openSetup(profile: ProfileId): Promise<OpenedApp> {
  const app = await openApp();
  await tap('Novo jogo');
  await tap(new RegExp(gameNames[profile]));
  await screen.findByRole('heading', { level: 1, name: gameNames[profile] });
  await screen.findByRole('heading', { level: 2, name: 'Jogadores' });
  return app;
}

const start = async () => (await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1) as HTMLButtonElement;
const startEnabled = () => waitFor(async () => expect((await start()).disabled).toBe(false));
const seatLabel = (seat: number) => `Nome do jogador no lugar ${seat}`;
const nameSeat = (seat: number, name: string) => type(seatLabel(seat), name);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Playwright's `locator(selector, { hasText })`: is one there now? */
const shows = (selector: string, text: string | RegExp) =>
  [...document.querySelectorAll(selector)].some((el) => (typeof text === 'string' ? (el.textContent ?? '').includes(text) : text.test(el.textContent ?? '')));
const showsSoon = (selector: string, text: string | RegExp) => waitFor(() => expect(shows(selector, text), `${selector} with ${String(text)}`).toBe(true));

describe('new game setup', () => {
  it.each(playable)('%s: the rule book defaults start a game that reaches the table', async (profile) => {
    const app = await openSetup(profile);
    await nameSeat(1, 'Ana');
    await nameSeat(2, 'Bia');
    expect((await start()).disabled).toBe(false);
    await expectAccessible(`setup-${profile}`);
    await tap(await start());
    if (profile === 'fechado') {
      // F3: the draw for the deal is shown, with everyone's card, before the game starts.
      const sheet = await screen.findByRole('dialog', { name: 'Tirada para carteador' });
      expect(within(sheet).getAllByRole('img').length).toBeGreaterThanOrEqual(4);
      expect(within(sheet).getByText(/tirou a carta mais alta e dá as cartas primeiro/)).toBeTruthy();
      await expectAccessible('setup-fechado-draw');
      await tap(within(sheet).getByRole('button', { name: 'Começar o jogo' }));
    }
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    await waitFor(() => expect(hasText('Abrindo o jogo…')).toBe(false));
    await expectAccessible(`setup-${profile}-table`);
  });

  it("shows each option with its explanation, and the rule's default once it is changed", async () => {
    await openSetup('draw5');
    expect(field('Ante').value).toBe('1');
    expect(screen.getByText('Cada um paga antes de receber as cartas (regra: 1).')).toBeTruthy();
    await type('Ante', '2');
    await findText('(padrão: 1)');
    await tap('Voltar às opções padrão');
    await waitFor(() => expect(field('Ante').value).toBe('1'));
  });

  it('H2: a big blind bigger than the stacks is explained at the field and blocks Start', async () => {
    await openSetup('holdem');
    await type('Big blind', '20000');
    const message = 'Um blind de 20.000 é maior que as 10.000 fichas iniciais.';
    await showsSoon('.field-problem', message);
    expect(shows('.start-reason', message)).toBe(true);
    expect((await start()).disabled).toBe(true);
    expect(field('Big blind').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible('setup-holdem-problem');
    await type('Big blind', '200');
    await startEnabled();
  });

  it('G18: starting chips of 9007199254740991 and a buy-in of 100000000000000 are refused at their fields with the limit, and block Start', async () => {
    await openSetup('holdem');
    await type('Fichas iniciais', '9007199254740991');
    const chips = 'Use no máximo 1.000.000.000 fichas.';
    await showsSoon('.field-problem', chips);
    expect((await start()).disabled).toBe(true);
    expect(field('Fichas iniciais').getAttribute('aria-invalid')).toBe('true');
    await type('Fichas iniciais', '1000000000');
    await waitFor(() => expect(shows('.field-problem', chips)).toBe(false));
    await type('Preço do cacife', '100000000000000');
    await showsSoon('.field-problem', /^O cacife custa no máximo R\$\s10\.000\.000,00\.$/);
    expect((await start()).disabled).toBe(true);
    await expectAccessible('setup-limit-problem');
    await type('Preço do cacife', '50');
    await startEnabled();
  });

  it('S1: a seventh player at a baseball table blocks Start with the reason; removing one fixes it', async () => {
    await openSetup('baseball');
    for (let i = 0; i < 3; i++) await tap('Adicionar jogador');
    await showsSoon('.start-reason', 'Este jogo aceita no máximo 6 jogadores.');
    expect((await start()).disabled).toBe(true);
    await tap('Tirar Jogador 7 da mesa');
    await startEnabled();
  });

  it('a duplicate name is marked at its seat (a field left blank is its default, no problem); fixing it enables Start', async () => {
    await openSetup('draw5');
    await nameSeat(1, 'Ana');
    await nameSeat(2, 'ana');
    await nameSeat(3, '  ');
    await showsSoon('.field-problem', 'Já há um jogador chamado ana.');
    expect(document.querySelectorAll('.field-problem')).toHaveLength(1);
    expect(document.querySelector('.start-reason')!.textContent).toBe('Já há um jogador chamado ana.');
    expect((await start()).disabled).toBe(true);
    await expectAccessible('setup-names-problem');
    await nameSeat(2, 'Bia');
    await startEnabled();
  });

  it('G17: a seat\'s default name is a placeholder, so "Ana" typed into the first field is "Ana"', async () => {
    await openSetup('draw5');
    expect([1, 2, 3, 4].map((seat) => field(seatLabel(seat)).value)).toEqual(['', '', '', '']);
    expect([1, 2, 3, 4].map((seat) => field(seatLabel(seat)).placeholder)).toEqual(['Jogador 1', 'Jogador 2', 'Jogador 3', 'Jogador 4']);
    await typeKeys(seatLabel(1), 'Ana');
    expect(field(seatLabel(1)).value).toBe('Ana');
    await screen.findByRole('button', { name: 'Tirar Ana da mesa' });
  });

  it('G17: a field left empty starts the game with its seat\'s default name, as the field showed it', async () => {
    const app = await openSetup('holdem');
    await nameSeat(1, 'Ana');
    // A name begun and wiped out again: the field is back to its default.
    await nameSeat(2, 'Bi');
    await nameSeat(2, '');
    expect(field(seatLabel(2)).placeholder).toBe('Jogador 2');
    await nameSeat(3, 'Caio');
    await startEnabled();
    await tap(await start());
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    const config = await app.storedConfig(app.shownGameId());
    expect(config.players.map((player) => player.name)).toEqual(['Ana', 'Jogador 2', 'Caio', 'Jogador 4']);
  });

  it('the × takes a seat away at once and "Desfazer" puts it back, with its name, where it was', async () => {
    await openSetup('draw5');
    for (const [seat, name] of [[1, 'Ana'], [2, 'Bia'], [3, 'Caio']] as const) await nameSeat(seat, name);
    await tap('Tirar Bia da mesa');
    await waitFor(() => expect(field(seatLabel(2)).value).toBe('Caio'));
    expect(screen.queryByLabelText(seatLabel(4))).toBeNull();
    expect((await findText('Jogador removido: Bia')).closest('[role="status"]')).not.toBeNull();
    await expectAccessible('setup-seat-removed');
    await tap('Desfazer');
    await waitFor(() => expect([1, 2, 3, 4].map((seat) => field(seatLabel(seat)).value)).toEqual(['Ana', 'Bia', 'Caio', '']));
    expect(field(seatLabel(4)).placeholder).toBe('Jogador 4');
    expect(hasText('Jogador removido')).toBe(false);
  });

  it('a name takes as many letters as the setup accepts, and no more: typed long, it stops at 20 and is never refused', async () => {
    await openSetup('draw5');
    await type(seatLabel(1), '');
    await typeKeys(seatLabel(1), 'Maria Eduarda Albuquerque Sá');
    expect(field(seatLabel(1)).value).toBe('Maria Eduarda Albuqu');
    expect(document.querySelectorAll('.field-problem')).toHaveLength(0);
    await startEnabled();
  });

  it("F6: fechado's limits — min above max is refused; no limit hides them", async () => {
    await openSetup('fechado');
    await type('Aposta mínima', '50');
    await showsSoon('.start-reason', 'A aposta mínima (50) passa da máxima (10).');
    await tap('Sem limite');
    await waitFor(() => expect(screen.queryAllByLabelText('Aposta mínima')).toHaveLength(0));
    await startEnabled();
  });

  it('seats move with labelled arrows, and a chosen first dealer follows his player', async () => {
    await openSetup('draw5');
    await nameSeat(1, 'Ana');
    await nameSeat(2, 'Bia');
    await tap('Escolher');
    await choose('Primeiro carteador', 'Ana');
    await tap('Descer Ana um lugar');
    await waitFor(() => expect(field(seatLabel(2)).value).toBe('Ana'));
    expect(field(seatLabel(1)).value).toBe('Bia');
    expect((screen.getByLabelText('Primeiro carteador') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('button', { name: 'Subir Bia um lugar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('H9: a tournament swaps the blinds for a level editor with a default schedule', async () => {
    await openSetup('holdem');
    await tap(await screen.findByRole('switch', { name: 'Torneio' }));
    await waitFor(() => expect(screen.queryAllByLabelText('Big blind')).toHaveLength(0));
    // The engine's default schedule for 10,000-chip stacks (engine/tournament/schedule.ts): 100/200, then 200/400.
    expect(field('Big blind do nível 1').value).toBe('200');
    const levels = document.querySelectorAll('.level-list > li').length;
    await tap('Adicionar nível');
    await waitFor(() => expect(document.querySelectorAll('.level-list > li')).toHaveLength(levels + 1));
    await type('Small blind do nível 2', '500');
    await showsSoon('.field-problem', 'Nível 2: O big blind (400) precisa ser maior que o small blind (500).');
    expect((await start()).disabled).toBe(true);
    await expectAccessible('setup-holdem-levels');
  });

  it("H11, H12, H13, O7: a hold'em cash game offers the straddle, the runs and the bomb pot (the first hand one too), off by default; set, the game plays them and watches its run-outs", async () => {
    const app = await openSetup('holdem');
    const group = (name: string) => within(screen.getByRole('group', { name }));
    for (const label of ['Straddle', 'Rodar o board mais de uma vez']) {
      expect(group(label).getByRole('button', { name: 'Não' }).getAttribute('aria-pressed')).toBe('true');
    }
    expect(field('Bomb pot').value).toBe('0');
    await tap(group('Straddle').getByRole('button', { name: 'UTG' }));
    await tap(group('Rodar o board mais de uma vez').getByRole('button', { name: 'Até 2×' }));
    expect(screen.queryAllByRole('switch', { name: 'Primeira mão bomb pot' })).toHaveLength(0); // offered only with a bomb pot ante
    await type('Bomb pot', '400');
    await tap(await screen.findByRole('switch', { name: 'Primeira mão bomb pot' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Primeira mão bomb pot' }).getAttribute('aria-checked')).toBe('true'));
    await expectAccessible('setup-holdem-house-options');
    await tap(await start());
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    const config = await app.storedConfig(app.shownGameId());
    expect(config.options).toMatchObject({ straddle: 'utg', runouts: 2, bombPot: 400, bombPotFirst: true, watchRunout: true });
    // H12: the evening opens with a bomb pot, so nobody is asked to straddle: the flop is out.
    const seat = (await screen.findByRole('heading', { level: 1, name: /^Passe para / })).textContent!.replace('Passe para ', '');
    await tap(`Sou ${seat}: ver minhas cartas`);
    await screen.findByText('Bomb pot: todos puseram 400 fichas; sem apostas antes do flop.');
    expect(document.querySelectorAll('.board .card:not(.card-slot)')).toHaveLength(3);
  });

  it("M3, M7: an Omaha cash game offers hold'em's blinds and the runs, none of hold'em's other house options; a tournament starts on hold'em's levels", async () => {
    const app = await openSetup('plo');
    expect(field('Big blind').value).toBe('200');
    const runs = within(screen.getByRole('group', { name: 'Rodar o board mais de uma vez' }));
    await tap(runs.getByRole('button', { name: 'Até 2×' }));
    for (const label of ['Straddle', 'Bomb pot', 'Bounty 7-2']) expect(screen.queryAllByLabelText(label)).toHaveLength(0);
    expect(screen.queryAllByRole('group', { name: 'Straddle' })).toHaveLength(0);
    await tap(await screen.findByRole('switch', { name: 'Torneio' }));
    await waitFor(() => expect(screen.queryAllByLabelText('Big blind')).toHaveLength(0));
    expect(field('Big blind do nível 1').value).toBe('200');
    await nameSeat(1, 'Ana');
    await nameSeat(2, 'Bia');
    await tap(await start());
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    const config = await app.storedConfig(app.shownGameId());
    expect(config.profile).toBe('plo');
    expect(config.schedule?.levels[0]).toMatchObject({ smallBlind: 100, bigBlind: 200 });
    expect(config.options).not.toHaveProperty('runouts'); // H9: a tournament runs the board once
  });

  it("H14: a hold'em cash game offers the 7-2 bounty in chips, 0 (none) by default, at most G18's amount; set, the game pays it; a tournament does not offer it", async () => {
    const app = await openSetup('holdem');
    expect(field('Bounty 7-2').value).toBe('0');
    await findText('Quem ganhar um pote com 7-2 e mostrar recebe este valor de cada um dos outros');
    await type('Bounty 7-2', '2000000000');
    await showsSoon('.field-problem', 'Use no máximo 1.000.000.000 fichas.');
    expect((await start()).disabled).toBe(true);
    expect(field('Bounty 7-2').getAttribute('aria-invalid')).toBe('true');
    await type('Bounty 7-2', '100');
    await startEnabled();
    await expectAccessible('setup-holdem-bounty');
    await tap(await screen.findByRole('switch', { name: 'Torneio' }));
    await waitFor(() => expect(screen.queryAllByLabelText('Bounty 7-2')).toHaveLength(0));
    await tap(await screen.findByRole('switch', { name: 'Torneio' }));
    await waitFor(() => expect(field('Bounty 7-2').value).toBe('100'));
    await tap(await start());
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    expect((await app.storedConfig(app.shownGameId())).options).toMatchObject({ bounty72: 100 });
  });
});
