// Replay a hand (issue 15): from a game's history, one finished hand stepped through action by
// action — forward, back, to either end — with the stacks, bets, pots, board and cards as the
// table saw them (the engine's replayedHand: the table's view at each step, so privacy holds as it did).
import { useEffect, useState } from 'preact/hooks';
import { storedGame, type GameRecord } from '../../app/index.ts';
import { replayedHand } from '../../engine/index.ts';
import { Board } from '../components/board-cards.tsx';
import { IsolatedText } from '../components/isolated-text.tsx';
import { RunBoards } from '../holdem/runout-stage.tsx';
import { th } from '../holdem/messages.ts';
import { Pots, potName } from '../components/pot-summary.tsx';
import { SeatTiles } from '../components/seat-tiles.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { t } from '../i18n/index.ts';
import { amountText } from '../setup/result-amounts.ts';
import { playerList, profileName } from '../setup/game-summary.ts';
import { tb } from '../book/messages.ts';
import { replaySteps, type Step } from './steps.ts';
import { TrackerExport } from './tracker-export.tsx';
import { saveHandForTracker } from './tracker-file.ts';
import type { SessionAction, SessionConfig } from '../../engine/index.ts';
import './replay.css';

interface Loaded {
  readonly profile: string;
  readonly steps: readonly Step[];
  readonly game: GameRecord<SessionConfig>;
  readonly log: readonly SessionAction[];
}

export function Replay({ gameId, hand }: { gameId: string; hand: number }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [missing, setMissing] = useState(false);
  const [at, setAt] = useState(0);
  useEffect(() => {
    void (async () => {
      try {
        const { game, log } = await storedGame(gameId);
        const steps = replayedHand(game.config, log, hand);
        if (!steps) throw new Error('no hand');
        setLoaded({ profile: game.profile, steps: replaySteps(steps), game, log });
      } catch {
        setMissing(true);
      }
    })();
  }, [gameId, hand]);

  const last = (loaded?.steps.length ?? 1) - 1;
  const go = (step: number) => setAt(Math.max(0, Math.min(last, step)));
  // Arrow keys step too, for a keyboard or a switch.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(at + 1);
      else if (event.key === 'ArrowLeft') go(at - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(last);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const step = loaded?.steps[at];
  const seen = step?.view;
  return (
    <main class="screen replay">
      <TopBar title={tb('replay.title', { number: hand })} />
      {missing ? (
        <p class="field-problem" role="alert">
          {tb('replay.notFound')}
        </p>
      ) : !loaded || !step || !seen ? (
        <p class="setup-hint" role="status">
          {t('games.loading')}
        </p>
      ) : (
        <>
          <p class="replay-game">
            {profileName(loaded.profile)} · {tb('replay.hidden')}
          </p>
          {/* E1: hold'em hands only, in the PokerStars text trackers read. */}
          {loaded.profile === 'holdem' ? (
            <TrackerExport players={loaded.game.config.players.map((p) => p.name)} save={(hero) => saveHandForTracker(loaded.game, loaded.log, hand, hero)} />
          ) : null}
          <div class="replay-now" aria-live="polite">
            <span class="replay-count">{tb('replay.step', { step: at + 1, total: last + 1 })}</span>
            <span class="replay-caption">{step.caption}</span>
          </div>
          <SeatTiles view={seen} acting={step.turn.acting} />
          <div class="middle">
            <Pots view={seen} pot={step.pot} />
            {/* H13: the run being dealt, below the runs already out (so each run's river is seen); at the end every run with its winners. */}
            {at !== last && (seen.runout?.boards.length ?? 0) > 1 ? (
              <ol class="plain-list runs-done">
                {seen.runout!.boards.map((board, run) => (
                  <li key={run} class="run-done">
                    <span class="run-label">{th('showdown.run', { run: run + 1 })}</span>
                    <Board view={seen} cards={board} label={th('showdown.run', { run: run + 1 })} />
                  </li>
                ))}
              </ol>
            ) : (
              <Board view={seen} cards={seen.runout?.boards.at(-1)} />
            )}
          </div>
          {at === last && <RunBoards view={seen} />}
          {at === last && seen.result ? (
            <ul class="plain-list replay-result">
              {seen.result.pots.map((pot, i) => (
                <li key={i}>
                  <IsolatedText
                    text={tb('replay.won', {
                      pot: potName(i, seen.result!.pots.length),
                      amount: amountText(loaded.profile, pot.amount),
                      names: playerList(pot.winners.map((seat) => seen.seats[seat].name)),
                    })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <div class="replay-controls" role="group" aria-label={tb('replay.title', { number: hand })}>
            <button type="button" class="button secondary" disabled={at === 0} onClick={() => go(at - 1)}>
              <span aria-hidden="true">◀</span> {tb('replay.back')}
            </button>
            <button type="button" class="button primary compact" disabled={at === last} onClick={() => go(at + 1)}>
              {tb('replay.forward')} <span aria-hidden="true">▶</span>
            </button>
            <button type="button" class="button secondary" disabled={at === 0} onClick={() => go(0)}>
              <span aria-hidden="true">«</span> {tb('replay.first')}
            </button>
            <button type="button" class="button secondary" disabled={at === last} onClick={() => go(last)}>
              {tb('replay.last')} <span aria-hidden="true">»</span>
            </button>
          </div>
        </>
      )}
    </main>
  );
}
