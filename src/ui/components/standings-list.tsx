// Places with names, chips and net result (rebuys counted: the engine's net-result.ts); a shared place
// says so in words. Two lines a player, so a long name and a big result both fit a 320 px phone
// whole: place, name (wrapping) and net on the first, the stack under the name.
import type { Standing } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { signedChips, signedStackText, stackText } from './chips.ts';

export function StandingsList({ standings }: { standings: readonly Standing[] }) {
  return (
    <ol class="plain-list standings">
      {standings.map((s) => {
        const shared = standings.filter((o) => o.place === s.place).length > 1;
        const net = s.net;
        return (
          <li key={s.player} class="standing">
            <span class="standing-place">{t('table.place', { place: s.place })}</span>
            <span class="standing-name">{s.name}</span>
            <span class={net > 0 ? 'standing-net up' : net < 0 ? 'standing-net down' : 'standing-net'} aria-label={t('table.net', { amount: signedStackText(net) })}>
              {signedChips(net)}
            </span>
            <span class="standing-detail">
              <span class="standing-stack">{stackText(s.stack)}</span>
              {shared && <span class="standing-shared"> · {t('table.sharedPlace')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
