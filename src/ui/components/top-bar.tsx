import { t } from '../i18n/index.ts';
import { back } from '../navigation.ts';

/** A screen's heading with the way back; the heading takes focus when the screen opens. */
export function TopBar({ title }: { title: string }) {
  return (
    <header class="top-bar">
      <button type="button" class="button quiet back" onClick={back}>
        <span aria-hidden="true">←</span> {t('nav.back')}
      </button>
      <h1 class="top-bar-title" tabIndex={-1}>
        {title}
      </h1>
    </header>
  );
}
