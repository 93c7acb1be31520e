// N1: a guest's answer link opened on the host's own device (tapped in a chat) opens this tab
// beside the one that hosts the game. This tab never opens the game, so it never offers to take
// it over (which would drop every phone): it hands the code to the hosting tab and says how that
// went, and that it can be closed.
import { useEffect, useState } from 'preact/hooks';
import { passAnswer, type Handover } from '../../app/index.ts';
import { back } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { linkedAnswer } from './code-links.ts';
import { thost } from './host-messages.ts';

export function AnswerLink() {
  const code = linkedAnswer.value;
  const [said, setSaid] = useState<Handover>('passing');
  useEffect(() => (code === null ? setSaid('unheard') : passAnswer(code, setSaid)), [code]);
  return (
    <main class="screen">
      <h1 class="turn-title" tabIndex={-1}>
        {thost('handover.title')}
      </h1>
      <p class="lead" role="status">
        {thost(`handover.${said}`)}
      </p>
      {/* No tab took it: this one is free to be Mesa again (its game opens only from home, on a tap). */}
      {said === 'unheard' && (
        <div class="actions">
          <button type="button" class="button quiet" onClick={back}>
            {t('table.backHome')}
          </button>
        </div>
      )}
    </main>
  );
}
