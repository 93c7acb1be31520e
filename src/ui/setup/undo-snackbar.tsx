import { t } from '../i18n/index.ts';
import { dismissUndo, lastDeleted, undoDelete } from './undo-delete.ts';

/** "Jogo apagado — Desfazer", for a few seconds after a delete. */
export function UndoSnackbar() {
  const deleted = lastDeleted.value;
  if (!deleted) return null;
  return (
    <div class="snackbar" role="status">
      <span class="snackbar-text">{t('games.deleted')}</span>
      <button type="button" class="button quiet" onClick={() => void undoDelete()}>
        {t('games.undo')}
      </button>
      <button type="button" class="icon-button" aria-label={t('games.dismiss')} onClick={dismissUndo}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
