import { Snackbar } from '../components/snackbar.tsx';
import { t } from '../i18n/index.ts';
import { dismissUndo, lastDeleted, undoDelete } from './undo-delete.ts';

/** "Jogo apagado — Desfazer", for a few seconds after a delete. */
export function UndoSnackbar() {
  const deleted = lastDeleted.value;
  if (!deleted) return null;
  return <Snackbar text={t('games.deleted')} undo={t('games.undo')} dismiss={t('games.dismiss')} onUndo={() => void undoDelete()} onDismiss={dismissUndo} />;
}
