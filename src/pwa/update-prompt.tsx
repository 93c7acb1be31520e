import { t } from '../ui/i18n/index.ts';
import { applyUpdate, updateDismissed, updatePromptVisible } from './update.ts';

/** The small "new version" bar: applies the update only on the user's tap. */
export function UpdatePrompt() {
  if (!updatePromptVisible.value) return null;
  return (
    <div class="update-prompt" role="status">
      <p class="update-prompt-text">{t('update.available')}</p>
      <div class="update-prompt-actions">
        <button type="button" class="button quiet" onClick={() => (updateDismissed.value = true)}>
          {t('update.later')}
        </button>
        <button type="button" class="button primary compact" onClick={() => void applyUpdate()}>
          {t('update.apply')}
        </button>
      </div>
    </div>
  );
}
