// G20 and the result screen: five-card draw with real cards, a three-way all-in. Side pot 1 named
// for Bruno, over Ana: the main pot is not offered to Ana, and the table is told why. With every
// hand typed, the evaluator pays the pots and the result is shown — with an undo that reopens the
// hand; after "Continue", an undo between hands and the hand typed again, the result is shown once
// more. (Its screenshots: `npm run shots`.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, type OpenedApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { findWithText, storedState, texts, waitForLog, withText } from './support/play-table.ts';

// The table: after the ante Ana shoves 98, Bruno (120) and Carla (89, all in for less) call.
const draw5: SessionConfig = {
  profile: 'draw5',
  players: [
    { name: 'Ana', stack: 99 },
    { name: 'Bruno', stack: 120 },
    { name: 'Carla', stack: 89 },
  ],
  firstDealer: 2,
  dealing: 'ledger',
};

function allInGame(id: string): SeededGame {
  const log: SessionAction[] = [
    { type: 'startHand', at: Date.now() },
    { type: 'bet', seat: 0, to: 98 },
    { type: 'call', seat: 1 },
    { type: 'call', seat: 2 },
    { type: 'draw', seat: 0, discard: 0 },
    { type: 'draw', seat: 1, discard: 0 },
    { type: 'draw', seat: 2, discard: 0 },
  ];
  const replayed = replaySession(draw5, log);
  if (!replayed.ok || replayed.state.hand?.pending.kind !== 'award') throw new Error('the seeded hand should wait for its awards');
  return { id, config: draw5, log };
}

/** The app opened straight onto the game's table. */
const open = (game: SeededGame) => openApp({ games: [game], at: { name: 'table', gameId: game.id } });

/** The table types a seat's five cards ("As", "10h"…) and shows them; the entry is stored. */
async function typeCards(app: OpenedApp, game: SeededGame, name: string, cards: string[]): Promise<void> {
  const before = (await app.storedLog(game.id)).length;
  await tap(`Digitar as cartas de ${name}`);
  for (const card of cards) {
    await tap(await findWithText('.picker-keys.ranks .key', new RegExp(`^${card.slice(0, -1)}$`)));
    await tap(document.querySelector<HTMLElement>(`.suit-key[data-card="${card}"]`)!);
  }
  await tap('Mostrar estas cartas');
  await waitForLog(app, game, before);
}

async function award(app: OpenedApp, game: SeededGame, names: string[]): Promise<void> {
  const before = (await app.storedLog(game.id)).length;
  for (const name of names) await tap(await findWithText('.award .pick', name));
  await tap(`Pote para ${names.join(' + ')}`);
  await waitForLog(app, game, before);
}

const picks = () => texts('.award .pick');
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('awards that agree (draw5, three-way all-in)', () => {
  it('G20: side pot 1 to Bruno, who beat Ana: the main pot is offered to Bruno and Carla only, and the table is told why', async () => {
    const game = allInGame('e2e-awards-order');
    const app = await open(game);
    await heading('Quem ganhou?');
    await screen.findAllByText('Pote lateral 1: 20', { exact: false });
    expect(picks()).toEqual(['Ana', 'Bruno']);
    await award(app, game, ['Bruno']);
    expect(picks()).toEqual(['Bruno', 'Carla']);
    await screen.findByText('Ana não pode ganhar este pote: perdeu para Bruno.', { exact: false });
    await expectAccessible('ledger-award-beaten');
    await award(app, game, ['Carla']);
    await heading('Resultado da mão 1');
    expect(texts('.pot-winners')).toEqual(['Carla ganha 267', 'Bruno ganha 20']);
  });

  it('G12: the award panel states every pot\'s amount itself, the one in play last, beside the choice of its winners, and who won one already named', async () => {
    const game = allInGame('e2e-awards-amounts');
    const app = await open(game);
    await heading('Quem ganhou?');
    // The panel is drawn anew for each pot.
    const pots = () => texts('.award .award-pots li');
    const inPlay = () => document.querySelector('.award .award-pots li[aria-current="true"]')?.textContent;
    expect(pots()).toEqual(['Pote principal: 267', 'Pote lateral 1: 20']);
    expect(inPlay()).toBe('Pote lateral 1: 20');
    expect(picks()).toEqual(['Ana', 'Bruno']);
    await award(app, game, ['Bruno']);
    await waitFor(() => expect(inPlay()).toBe('Pote principal: 267'));
    expect(pots()).toEqual(['Pote lateral 1: 20 — ganho por Bruno', 'Pote principal: 267']);
    await expectAccessible('ledger-award-pots');
  });

  it('G20: Ana and Bruno split side pot 1: a tap on one names both for the main pot', async () => {
    const game = allInGame('e2e-awards-tie');
    const app = await open(game);
    await heading('Quem ganhou?');
    await award(app, game, ['Ana', 'Bruno']);
    await screen.findByText('Ana + Bruno empataram um pote: ganham ou perdem este juntos.', { exact: false });
    await tap(withText('.award .pick', 'Ana'));
    expect(texts('.award .pick[aria-pressed="true"]')).toEqual(['Ana', 'Bruno']);
    await screen.findByRole('button', { name: 'Pote para Ana + Bruno' });
    await expectAccessible('ledger-award-tied');
  });

  it('G12: every hand typed, the result is shown, with an undo that reopens the hand; typed again after "Continuar" and an undo, it is shown again', async () => {
    const game = allInGame('e2e-awards-typed');
    const app = await open(game);
    await heading('Quem ganhou?');
    await typeCards(app, game, 'Ana', ['As', 'Ah', 'Ad', 'Kc', 'Qs']);
    await typeCards(app, game, 'Bruno', ['2s', '2h', '5d', '7c', '9s']);
    await typeCards(app, game, 'Carla', ['3s', '3h', '6d', '8c', 'Js']);
    await heading('Resultado da mão 1');
    expect(texts('.pot-winners')).toEqual(['Ana ganha 267', 'Ana ganha 20']);
    const undo = 'Desfazer: Carla mostrou 3♠ 3♥ 6♦ 8♣ J♠';
    await screen.findByRole('button', { name: undo });
    await expectAccessible('ledger-result-undo');

    // The undo on the result screen reopens the hand where it was: Carla's hand to type.
    let before = (await app.storedLog(game.id)).length;
    await tap(undo);
    let state = await waitForLog(app, game, before);
    expect(state.hand!.pending.kind).toBe('award');
    await heading('Quem ganhou?');
    await typeCards(app, game, 'Carla', ['3s', '3h', '6d', '8c', 'Js']);
    await heading('Resultado da mão 1');
    await tap('Continuar');
    await heading('Depois da mão 1');

    // Between hands the same undo reopens it; typed again, the result comes back before the next deal.
    before = (await app.storedLog(game.id)).length;
    await tap(undo);
    state = await waitForLog(app, game, before);
    expect(state.hand!.result).toBeNull();
    await typeCards(app, game, 'Carla', ['3s', '3h', '6d', '8c', 'Js']);
    await heading('Resultado da mão 1');
    expect((await storedState(app, game)).stacks).toEqual([287, 21, 0]);
  });
});
