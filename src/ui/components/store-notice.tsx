// The store as a whole, said on every screen (app.tsx): an update in another tab (reload), or our
// upgrade waiting for an older tab to close. Every screen that reads or writes the games waits for
// the database meanwhile (past games, the book, Start the game, the table…), so without this a
// blocked upgrade looks like a screen that loads for ever.
import { storeNotice } from '../../app/index.ts';
import { t } from '../i18n/index.ts';

export function StoreNotice() {
  const notice = storeNotice.value;
  if (!notice) return null;
  return (
    <div class="store-notice notice notice-problem" role="alert">
      <p>{notice === 'versionChanged' ? t('table.versionChanged') : t('table.blocked')}</p>
      {notice === 'versionChanged' && (
        <button type="button" class="button secondary" onClick={() => location.reload()}>
          {t('table.reloadPage')}
        </button>
      )}
    </div>
  );
}
