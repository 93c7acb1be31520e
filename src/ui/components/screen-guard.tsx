/**
 * Any error while a screen draws ends here instead of in a white page. The game's data is never
 * at stake (every tap was stored before it showed), so the screen says so and offers the ways
 * out a table needs: home, the past games, and a backup of every game; and for the game it may
 * have failed on (app/failed-games.ts), to save that game in a file or delete it, so a game that
 * cannot be shown never keeps a screen shut for good. The failed screen is taken out of history
 * and, if it was a game's table, not reopened by itself (failed-screen.ts).
 */
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { gamesBehindFailure, markFailedGame, type GameRecord } from '../../app/index.ts';
import { t } from '../i18n/index.ts';
import { back, forgetFailedScreen, go, type Screen } from '../navigation.ts';
import { dateText, profileName } from '../setup/game-summary.ts';

interface Props {
  readonly screen: Screen;
  readonly children: ComponentChildren;
}

interface State {
  readonly error: string | null;
}

export class ScreenGuard extends Component<Props, State> {
  override state: State = { error: null };

  static override getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? (error.stack ?? String(error)) : String(error) };
  }

  override componentDidCatch(error: unknown): void {
    const { screen } = this.props;
    if (screen.name === 'table') markFailedGame(screen.gameId);
    forgetFailedScreen();
    console.error('Mesa: a screen failed to draw', error);
  }

  override render() {
    return this.state.error === null ? this.props.children : <ScreenFailed screen={this.props.screen} details={this.state.error} />;
  }
}

type BackupState = 'idle' | 'saving' | 'saved' | 'failed';

/** The game a screen shows, if it shows one. */
const gameOf = (screen: Screen): string | null => ('gameId' in screen ? screen.gameId : null);

function ScreenFailed({ screen, details }: { screen: Screen; details: string }) {
  const [backup, setBackup] = useState<BackupState>('idle');
  const [games, setGames] = useState<readonly GameRecord[]>([]);
  useEffect(() => {
    // The search itself may fail (storage gone): the way out home and to a backup stays.
    gamesBehindFailure(gameOf(screen)).then(setGames, () => setGames([]));
  }, []);
  const saveBackup = async () => {
    setBackup('saving');
    try {
      const { exportGames } = await import('../setup/backup-file.ts');
      const outcome = await exportGames();
      setBackup(outcome === 'cancelled' ? 'idle' : 'saved');
    } catch {
      setBackup('failed');
    }
  };
  return (
    <main class="screen screen-failed">
      <h1 class="turn-title" tabIndex={-1}>
        {t('failure.title')}
      </h1>
      <p class="lead">{t('failure.saved')}</p>
      <div class="actions">
        <button type="button" class="button primary" onClick={back}>
          {t('failure.home')}
        </button>
        <button type="button" class="button secondary" onClick={() => go({ name: 'past-games' })}>
          {t('games.pastGames')}
        </button>
        <button type="button" class="button secondary" disabled={backup === 'saving'} onClick={() => void saveBackup()}>
          {t('failure.backup')}
        </button>
        {backup === 'saved' && <p role="status">{t('failure.backupSaved')}</p>}
        {backup === 'failed' && (
          <p role="alert" class="notice notice-problem">
            {t('games.backup.failed')}
          </p>
        )}
        {games.map((game) => (
          <FailedGame key={game.id} game={game} />
        ))}
        <details class="failure-details">
          <summary>{t('failure.details')}</summary>
          <pre>{details}</pre>
        </details>
      </div>
    </main>
  );
}

type GameStep = 'idle' | 'saving' | 'saved' | 'confirming' | 'deleting' | 'deleted' | 'failed';

/** One game the screen may have failed on: saved in a file of its own, or deleted after a confirmation (undone from past games). */
function FailedGame({ game }: { game: GameRecord }) {
  const [step, setStep] = useState<GameStep>('idle');
  const busy = step === 'saving' || step === 'deleting';
  const attempt = async (running: GameStep, task: () => Promise<GameStep>) => {
    setStep(running);
    try {
      setStep(await task());
    } catch {
      setStep('failed');
    }
  };
  const save = () =>
    attempt('saving', async () => {
      const { exportGames } = await import('../setup/backup-file.ts');
      return (await exportGames([game.id])) === 'cancelled' ? 'idle' : 'saved';
    });
  const remove = () =>
    attempt('deleting', async () => {
      const { deleteGame } = await import('../setup/undo-delete.ts');
      await deleteGame({ id: game.id, profile: game.profile });
      return 'deleted';
    });
  if (step === 'deleted') {
    return (
      <p class="failed-game" role="status">
        {t('failure.gameDeleted')}
      </p>
    );
  }
  return (
    <section class="failed-game" aria-label={profileName(game.profile)}>
      <p>{t('failure.game', { game: profileName(game.profile), date: dateText(game.createdAt) })}</p>
      <div class="actions">
        <button type="button" class="button secondary" disabled={busy} onClick={() => void save()}>
          {t('failure.gameExport')}
        </button>
        <button type="button" class="button secondary danger" disabled={busy} onClick={() => setStep('confirming')}>
          {t('failure.gameDelete')}
        </button>
      </div>
      {step === 'saved' && <p role="status">{t('failure.gameSaved')}</p>}
      {step === 'failed' && (
        <p role="alert" class="notice notice-problem">
          {t('games.backup.failed')}
        </p>
      )}
      {step === 'confirming' && (
        <div class="sheet-backdrop">
          <div class="sheet" role="alertdialog" aria-modal="true" aria-labelledby="failed-game-title" aria-describedby="failed-game-text">
            <h2 class="sheet-title" id="failed-game-title">
              {t('failure.confirmTitle')}
            </h2>
            <p id="failed-game-text">{t('failure.confirmText')}</p>
            <div class="actions">
              <button type="button" class="button secondary danger" onClick={() => void remove()}>
                {t('failure.confirmDelete')}
              </button>
              <button type="button" class="button quiet" onClick={() => setStep('idle')}>
                {t('failure.cancel')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
