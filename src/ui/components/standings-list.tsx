// Places with names, chips and net result; a shared place says so in words.
import type { SessionState, Standing } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { signedChips, signedStackText, stackText } from './chips.ts';

export function StandingsList({ state, standings }: { state: SessionState; standings: readonly Standing[] }) {
  return (
    <ol class="standings">
      {standings.map((s) => {
        const shared = standings.filter((o) => o.place === s.place).length > 1;
        const net = s.stack - state.config.players[s.player].stack;
        return (
          <li key={s.player} class="standing">
            <span class="standing-place">
              {t('table.place', { place: s.place })}
              {shared && <span class="standing-shared"> {t('table.sharedPlace')}</span>}
            </span>
            <span class="standing-name">{s.name}</span>
            <span class="standing-stack">{stackText(s.stack)}</span>
            <span class={net > 0 ? 'standing-net up' : net < 0 ? 'standing-net down' : 'standing-net'} aria-label={t('table.net', { amount: signedStackText(net) })}>
              {signedChips(net)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
