// Past games (issue 7): every stored game with its date, game, players and result; a tap opens
// its hand-by-hand history; delete with undo; backups out (all games) and in (with the question
// of what to do with games already on this phone).
import { useEffect, useState } from 'preact/hooks';
import { importGames, pastGames, resultsRevised, type Backup, type ConflictChoice, type GameRecord, type ImportConflict, type ImportOutcome } from '../../app/index.ts';
import { FileButton } from '../components/file-button.tsx';
import { IsolatedText } from '../components/isolated-text.tsx';
import { useTask } from '../components/task.ts';
import { TopBar } from '../components/top-bar.tsx';
import { t } from '../i18n/index.ts';
import { go } from '../navigation.ts';
import { backupProblem, exportGames, readBackup } from '../setup/backup-file.ts';
import { dateText, gameName, playerList } from '../setup/game-summary.ts';
import { resultText } from '../setup/game-result.ts';
import { UndoSnackbar } from '../setup/undo-snackbar.tsx';
import { deleteGame, lastDeleted } from '../setup/undo-delete.ts';
import './past-games.css';

interface Notice {
  readonly kind: 'ok' | 'problem';
  readonly text: string;
}

export function PastGames() {
  const [games, setGames] = useState<readonly GameRecord[] | null>(null);
  const { busy, notice, setNotice, run } = useTask<Notice>((error) => ({ kind: 'problem', text: backupProblem(error) }));
  const [asking, setAsking] = useState<{ doc: Backup; conflicts: readonly ImportConflict[] } | null>(null);

  const reload = async () => setGames(await pastGames());
  // Deleting and undoing change the list; so does an import, and results revised at start-up.
  const deleted = lastDeleted.value;
  const revised = resultsRevised.value;
  useEffect(() => {
    void reload().catch(() => setNotice({ kind: 'problem', text: t('games.storageProblem') }));
  }, [deleted, revised]);

  const exportAll = () =>
    run(async () => {
      const outcome = await exportGames();
      return outcome === 'cancelled' ? null : { kind: 'ok', text: t(outcome === 'shared' ? 'games.backup.shared' : 'games.backup.downloaded') };
    });

  const finishImport = async (doc: Backup, choice?: ConflictChoice, conflicts?: readonly ImportConflict[]): Promise<Notice | null> => {
    const outcome = await importGames(doc, choice, conflicts);
    if (outcome.status === 'conflicts') {
      setAsking({ doc, conflicts: outcome.conflicts });
      return null;
    }
    setAsking(null);
    await reload();
    return { kind: 'ok', text: importedText(outcome) };
  };

  const importFile = (file: File) => run(async () => finishImport(await readBackup(file)));

  return (
    <main class="screen past-games">
      <TopBar title={t('games.pastGames')} />
      <div class="backup-actions">
        <button type="button" class="button secondary" disabled={busy || !games?.length} onClick={() => void exportAll()}>
          {t('games.backup.exportAll')}
        </button>
        <FileButton accept="application/json,.json" disabled={busy} onFile={(file) => void importFile(file)}>
          {t('games.backup.import')}
        </FileButton>
      </div>
      {notice ? (
        <p class={notice.kind === 'ok' ? 'games-notice' : 'field-problem'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      {games === null ? (
        <p class="setup-hint">{t('games.loading')}</p>
      ) : games.length === 0 ? (
        <p class="note">{t('games.none')}</p>
      ) : (
        <ul class="plain-list game-list">
          {games.map((game) => (
            <li key={game.id} class="game-card">
              <button type="button" class="game-open" onClick={() => go({ name: 'game-history', gameId: game.id })}>
                <span class="game-when">{dateText(game.createdAt)}</span>
                <span class="game-name">
                  {gameName(game)}
                  {game.status === 'active' ? <span class="game-badge">{t('games.inProgress')}</span> : null}
                </span>
                <span class="game-players">
                  <IsolatedText text={playerList(game.players)} />
                </span>
                {game.status === 'active' && !game.result ? null : (
                  <span class="game-result">
                    <IsolatedText text={resultText(game)} />
                  </span>
                )}
              </button>
              <button
                type="button"
                class="button quiet danger game-delete"
                aria-label={t('games.deleteOne', { game: gameName(game), date: dateText(game.createdAt) })}
                onClick={() => void run(() => deleteGame({ id: game.id, profile: game.profile }))}
              >
                {t('games.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <div class="sheet-backdrop">
          <div class="sheet" role="dialog" aria-modal="true" aria-labelledby="conflict-title">
            <h2 class="sheet-title" id="conflict-title">
              {t('games.backup.conflictTitle', { count: asking.conflicts.length })}
            </h2>
            <p>{t('games.backup.conflictText')}</p>
            <div class="actions">
              {(['replace', 'keepBoth', 'skip'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  class={`button ${choice === 'keepBoth' ? 'primary compact' : 'secondary'}`}
                  disabled={busy}
                  onClick={() => void run(() => finishImport(asking.doc, choice, asking.conflicts))}
                >
                  {t(`games.backup.${choice}`)}
                </button>
              ))}
              <button type="button" class="button quiet" disabled={busy} onClick={() => setAsking(null)}>
                {t('games.backup.cancel')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      <UndoSnackbar />
    </main>
  );
}

/** What an import brought: its games, and the book's nights when the file had any (a file of nights only says only them). */
function importedText(outcome: Extract<ImportOutcome, { status: 'imported' }>): string {
  const games = t('games.backup.imported', { count: outcome.imported.length + outcome.replaced.length, skipped: outcome.skipped.length });
  if (outcome.nights.length + outcome.nightsHere.length === 0) return games;
  const nights = t('games.backup.importedNights', { count: outcome.nights.length, skipped: outcome.nightsHere.length });
  return outcome.imported.length + outcome.replaced.length + outcome.skipped.length === 0 ? nights : `${games} ${nights}`;
}
