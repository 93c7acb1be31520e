/**
 * Any error while a screen draws ends here instead of in a white page. The game's data is never
 * at stake (every tap was stored before it showed), so the screen says so and offers the ways
 * out a table needs: home, the past games, and a backup of every game. The failed screen is
 * taken out of history and, if it was a game's table, not reopened by itself (failed-screen.ts).
 */
import { Component, type ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { markFailedGame } from '../../app/failed-screen.ts';
import { t } from '../i18n/index.ts';
import { back, forgetFailedScreen, go, type Screen } from '../navigation.ts';

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
    return this.state.error === null ? this.props.children : <ScreenFailed details={this.state.error} />;
  }
}

type BackupState = 'idle' | 'saving' | 'saved' | 'failed';

function ScreenFailed({ details }: { details: string }) {
  const [backup, setBackup] = useState<BackupState>('idle');
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
        <details class="failure-details">
          <summary>{t('failure.details')}</summary>
          <pre>{details}</pre>
        </details>
      </div>
    </main>
  );
}
