// One game, hand by hand (issue 7): its log from the store replayed through the engine's session,
// each finished hand shown as the public record (engine view 'table': no card that was not shown).
// A hand still being played is left out: its history is the table's, behind the privacy cover.
// Above the hands, the night's result with the ways to share it; each hand opens in the replayer.
import { useEffect, useState } from 'preact/hooks';
import { storedGame, type GameRecord } from '../../app/index.ts';
import { isMoment, playedHands, playsHoldem, type PlayedHand, type SessionAction, type SessionConfig } from '../../engine/index.ts';
import { amountText, signedAmount } from '../setup/result-amounts.ts';
import { HandLog } from '../components/hand-log.tsx';
import { IsolatedText } from '../components/isolated-text.tsx';
import { useTask } from '../components/task.ts';
import { TopBar } from '../components/top-bar.tsx';
import { t } from '../i18n/index.ts';
import { back, go } from '../navigation.ts';
import { openTable } from '../open-table.ts';
import { GameNight } from '../book/night-summary.tsx';
import { tb } from '../book/messages.ts';
import { backupProblem, exportGames, saveFile } from '../setup/backup-file.ts';
import { PlayingCard } from '../components/playing-card.tsx';
import { dateText, gameName, playerList, profileName } from '../setup/game-summary.ts';
import { resultText } from '../setup/game-result.ts';
import { deleteGame } from '../setup/undo-delete.ts';
import { levelText } from '../clock/level-text.ts';
import { TrackerExport } from '../replay/tracker-export.tsx';
import { saveNightForTracker } from '../replay/tracker-file.ts';
import './game-history.css';

function HandCard({ hand, config, gameId }: { hand: PlayedHand; config: SessionConfig; gameId: string }) {
  const { view: v, stacks } = hand;
  const { profile } = config;
  // The hand's own seats: a player who sat down later (T19) is not at an earlier hand.
  const names = v.seats.map((seat) => seat.name);
  const nets = stacks.after.map((after, seat) => ({ seat, net: after - stacks.before[seat] })).filter((n) => n.net !== 0);
  const shown = v.seats.filter((seat) => seat.shown);
  return (
    <li class="hand-card">
      <h3 class="hand-title">
        {t('table.hand', { number: hand.number })}
        <span class="hand-meta">
          {t('games.history.dealer', { name: names[v.dealer] })}
          {/* C11: on a dealer's-choice night, each hand says the game it was played in. */}
          {config.choice ? ` · ${profileName(v.profile)}` : ''}
          {hand.level ? ` · ${t('games.history.level', { number: hand.level.number, level: levelText({ profile, options: config.options, dealtIn: v.seats.filter((seat) => seat.inHand).length }, hand.level.bets) })}` : ''}
        </span>
      </h3>
      <p class="hand-nets">{nets.length > 0 ? nets.map((n) => `${names[n.seat]} ${signedAmount(profile, n.net)}`).join(' · ') : t('games.history.noChange')}</p>
      {v.result ? (
        <ul class="plain-list hand-pots">
          {v.result.pots.map((pot, i) => (
            <li key={i}>
              <IsolatedText
                text={t('games.history.pot', {
                  pot: i === 0 ? t('table.mainPot') : t('table.sidePot', { number: i }),
                  amount: amountText(profile, pot.amount),
                  names: playerList(pot.winners.map((seat) => names[seat])),
                })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {shown.length > 0 ? (
        <ul class="plain-list hand-shown">
          {shown.map((seat) => (
            <li key={seat.seat}>
              <span>{seat.name}</span>
              <span class="inline-cards">
                {seat.cards.map((card, i) => (
                  <PlayingCard key={i} card={card} size="small" />
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <HandLog view={v} />
      <button type="button" class="button secondary" onClick={() => go({ name: 'replay', gameId, hand: hand.number })}>
        {tb('replay.open', { number: hand.number })}
      </button>
    </li>
  );
}

interface Loaded {
  readonly game: GameRecord<SessionConfig>;
  readonly log: readonly SessionAction[];
  readonly hands: readonly PlayedHand[];
}

/**
 * Issue 7: every completed hand of the game as one .phhs file (engine/phh/FORMAT.md), shared or
 * downloaded like a backup; says how many hands PHH could not say. The PHH writer loads on use.
 */
async function exportHands({ game, log }: Loaded): Promise<string> {
  const { exportSessionPhh, formatPhhs } = await import('../../engine/index.ts');
  const { hands, skipped } = exportSessionPhh(game.config, log);
  if (hands.length === 0) return t('games.history.phhNone');
  // G18: a date from before the limits were checked may be none a calendar has.
  const day = isMoment(game.createdAt) ? new Date(game.createdAt).toISOString().slice(0, 10) : 'undated';
  await saveFile(new Blob([formatPhhs(hands)], { type: 'text/plain' }), `mesa-${game.profile}-${day}.phhs`);
  return skipped > 0 ? t('games.history.phhSkipped', { count: hands.length, skipped }) : t('games.history.phhSaved', { count: hands.length });
}

export function GameHistory({ gameId }: { gameId: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [missing, setMissing] = useState(false);
  const { notice, run } = useTask<{ readonly kind: 'ok' | 'problem'; readonly text: string }>((error) => ({ kind: 'problem', text: backupProblem(error) }));
  useEffect(() => {
    void (async () => {
      try {
        const { game, log } = await storedGame(gameId);
        setLoaded({ game, log, hands: playedHands(game.config, log) });
      } catch {
        setMissing(true);
      }
    })();
  }, [gameId]);

  const game = loaded?.game;
  const problem = missing ? t('games.history.notFound') : notice?.kind === 'problem' ? notice.text : null;
  return (
    <main class="screen game-history">
      <TopBar title={game ? gameName(game) : t('games.history.title')} />
      {problem ? (
        <p class="field-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {game && loaded ? (
        <>
          <div class="history-head">
            <p class="game-when">{dateText(game.createdAt)}</p>
            <p>
              <IsolatedText text={playerList(game.players)} />
            </p>
            <p class="game-result">
              <IsolatedText text={resultText(game)} />
            </p>
          </div>
          {game.status === 'active' ? (
            <button type="button" class="button primary compact" onClick={() => void run(() => openTable(game.id))}>
              {t('games.continue')}
            </button>
          ) : null}
          <div class="backup-actions">
            <button type="button" class="button secondary" onClick={() =>
                void run(async () => {
                  await exportGames([game.id]);
                })
              }>
              {t('games.backup.exportOne')}
            </button>
            <button type="button" class="button secondary" onClick={() => void run(async () => ({ kind: 'ok', text: await exportHands(loaded) }))}>
              {t('games.history.exportPhh')}
            </button>
            {/* E1: a hold'em night's every hand, in the PokerStars text trackers read. */}
            {playsHoldem(game.config) && loaded.hands.length > 0 ? (
              <TrackerExport players={game.config.players.map((p) => p.name)} save={(hero) => saveNightForTracker(game, loaded.log, hero)} />
            ) : null}
            <button
              type="button"
              class="button secondary danger"
              onClick={() =>
                void run(async () => {
                  await deleteGame({ id: game.id, profile: game.profile });
                  back();
                })
              }
            >
              {t('games.delete')}
            </button>
          </div>
          {notice?.kind === 'ok' ? (
            <p class="note" role="status">
              {notice.text}
            </p>
          ) : null}
          <GameNight game={game} log={loaded.log} finished={game.status === 'finished'} />
          <h2 class="section-title">{t('games.history.hands', { count: loaded.hands.length })}</h2>
          {loaded.hands.length === 0 ? (
            <p class="note">{t('games.history.noHands')}</p>
          ) : (
            <ol class="plain-list hand-list">
              {loaded.hands
                .slice()
                .reverse()
                .map((hand) => (
                  <HandCard key={hand.number} hand={hand} config={game.config} gameId={game.id} />
                ))}
            </ol>
          )}
        </>
      ) : problem ? null : (
        <p class="setup-hint">{t('games.loading')}</p>
      )}
    </main>
  );
}
