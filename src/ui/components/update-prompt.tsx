import { newerData } from '../../app/index.ts';
import { applyUpdate, updateDismissed, updatePromptVisible, updateWaiting } from '../../pwa/update.ts';
import { t } from '../i18n/index.ts';

/**
 * The small "new version" bar: applies the update only on the user's tap. It also says, on every
 * screen, when the games on the device come from a newer Mesa (nothing opens until the update).
 */
export function UpdatePrompt() {
  const newer = newerData.value;
  if (!updatePromptVisible.value && !newer) return null;
  return (
    <div class="update-prompt" role={newer ? 'alert' : 'status'}>
      <p class="update-prompt-text">{t(newer ? 'update.newerData' : 'update.available')}</p>
      <div class="update-prompt-actions">
        {!newer && (
          <button type="button" class="button quiet" onClick={() => (updateDismissed.value = true)}>
            {t('update.later')}
          </button>
        )}
        {updateWaiting.value && (
          <button type="button" class="button primary compact" onClick={() => void applyUpdate()}>
            {t('update.apply')}
          </button>
        )}
      </div>
    </div>
  );
}
