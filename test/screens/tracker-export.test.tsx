// E1, E3: a hold'em night's hands out for a tracker: the game's history writes the whole night and
// the replayer its hand, each from the seat chosen, as PokerStars text that the project's reader
// reads back to the hand the engine played here in Node. (Both screens on a phone held either
// way: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { newSession, parseStarsHands, starsFinalStacks, tableView, type ChoiceGame, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { playQuietly, run } from '../engine/support/session.ts';
import { stackedDeck } from '../engine/support/table.ts';
import { choose, openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { catchDownloads, downloaded, type Download } from './support/book-files.ts';

const night = Date.UTC(2026, 11, 3, 0, 0, 0);

/** Ana (button) raises, Bia goes all in, Caio and Ana call; Bia's aces and Caio's kings shown, Ana's queens mucked. */
const config: SessionConfig = {
  profile: 'holdem',
  players: [{ name: 'Ana', stack: 200 }, { name: 'Bia', stack: 60 }, { name: 'Caio', stack: 200 }],
  firstDealer: 0,
  dealing: 'deck',
  options: { smallBlind: 1, bigBlind: 2 },
};
const played = run(
  newSession(config),
  { type: 'startHand', at: night + 60_000 },
  { type: 'shuffle', deck: stackedDeck(['AsAh', 'KsKh', 'QcQd'], '2c7d9h 4s 3h') },
  { type: 'raise', seat: 0, to: 10 },
  { type: 'raise', seat: 1, to: 60 },
  { type: 'call', seat: 2 },
  { type: 'call', seat: 0 },
  { type: 'check', seat: 2 },
  { type: 'bet', seat: 0, to: 40 },
  { type: 'call', seat: 2 },
  ...[2, 0, 2, 0].map((seat) => ({ type: 'check' as const, seat })),
  { type: 'show', seat: 1 },
  { type: 'show', seat: 2 },
  { type: 'muck', seat: 0 },
);
const after = played.history[0].after;

/** The export's summary ("Exportar para um tracker"), once it shows. */
const opener = () =>
  waitFor(() => {
    const summary = [...document.querySelectorAll('summary')].find((s) => s.textContent?.includes('Exportar para um tracker'));
    if (!summary) throw new Error('no tracker export on screen');
    return summary;
  });

/** Opens the export, chooses whose seat, saves the file: its text. */
async function exported(caught: Download[], chooser: string, shot: string): Promise<string> {
  await tap(await opener());
  await choose('Do ponto de vista de', chooser);
  await expectAccessible(shot);
  return (await downloaded(caught, 'Salvar o arquivo')).text;
}

describe('hands for a tracker', () => {
  it('E1, E3: the night from the history and the hand from the replayer, each from the chosen seat, read back to the hand played', async () => {
    await openApp({
      locale: 'pt-BR',
      games: [{ id: 'tracker-night', config, log: played.log, stored: { status: 'finished', createdAt: night } }],
      at: { name: 'game-history', gameId: 'tracker-night' },
    });
    const caught = catchDownloads();
    await opener();
    await expectAccessible('tracker-history');

    const whole = parseStarsHands(await exported(caught, 'Bia', 'tracker-history-open'));
    expect(whole).toHaveLength(1);
    expect(whole[0].hero).toEqual({ name: 'Bia', cards: ['As', 'Ah'] });
    expect(starsFinalStacks(whole[0])).toEqual({ Ana: after[0], Bia: after[1], Caio: after[2] });
    await screen.findByText('Mãos exportadas para o tracker: 1.');

    await tap('Rever a mão 1');
    await screen.findByRole('heading', { level: 1, name: 'Mão 1' });
    await expectAccessible('tracker-replay');
    const [hand] = parseStarsHands(await exported(caught, 'Ana', 'tracker-replay-open'));
    // Ana's own mucked queens are hers to see; the others' cards only as they were shown.
    expect(hand.hero).toEqual({ name: 'Ana', cards: ['Qc', 'Qd'] });
    expect(hand.shows.map((s) => s.name)).toEqual(['Bia', 'Caio']);
    expect(hand.id).toBe(whole[0].id);
    await screen.findByText('Mão 1 exportada para o tracker.');
  });

  it("E1, C11: a dealer's-choice night that lists hold'em offers the export from its history, which writes its hold'em hand and leaves its draw5 hand out", async () => {
    const games: readonly ChoiceGame[] = [
      { profile: 'draw5', options: { ante: 1, minBet: 2 } },
      { profile: 'holdem', options: { smallBlind: 1, bigBlind: 2 } },
    ];
    const choiceNight: SessionConfig = { profile: 'draw5', options: games[0].options, players: config.players, firstDealer: 0, choice: { games, per: 'deal' } };
    const nameAndPlay = (session: SessionState, game: number, at: number) =>
      playQuietly(run(session, { type: 'nameGame', seat: tableView(session, 'table').session.nextDealer!, game }, { type: 'startHand', at }));
    const both = nameAndPlay(nameAndPlay(newSession(choiceNight), 0, night + 60_000), 1, night + 120_000);
    expect(both.history.map((hand) => hand.game)).toEqual([0, 1]);
    await openApp({
      locale: 'pt-BR',
      games: [{ id: 'choice-night', config: choiceNight, log: both.log, stored: { status: 'finished', createdAt: night } }],
      at: { name: 'game-history', gameId: 'choice-night' },
    });
    const caught = catchDownloads();
    const hands = parseStarsHands(await exported(caught, 'Caio', 'tracker-choice-open'));
    expect(hands).toHaveLength(1);
    const [holdem] = hands;
    expect(holdem.hero?.name).toBe('Caio');
    expect(starsFinalStacks(holdem)).toEqual(Object.fromEntries(choiceNight.players.map((player, seat) => [player.name, both.history[1].after[seat]])));
  });
});
