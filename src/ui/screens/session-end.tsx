// The end of the game: places (shared on equal results, D14/S9) and each player's net result,
// then the night's result to share (its chart and sharing load in their own chunk).
import type { TableView } from '../../engine/index.ts';
import { currentGame } from '../../app/index.ts';
import { lazyPart } from '../components/lazy-part.tsx';
import { back } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { StandingsList } from '../components/standings-list.tsx';
import { CashOut } from '../ledger/money-panels.tsx';

// T13, T20: a tournament settles by its prizes, in its own chunk.
const TournamentResult = lazyPart<{ table: TableView }>(() => import('../tournament/result.tsx').then((m) => m.TournamentResult));

const EndedGameNight = lazyPart(() => import('../book/night-summary.tsx').then((m) => m.EndedGameNight));

export function SessionEnd({ table }: { table: TableView }) {
  const record = currentGame.value?.record;
  return (
    <main class="screen session-end">
      <h1 class="top-bar-title" tabIndex={-1}>
        {t('table.endTitle')}
      </h1>
      <p class="muted">{t('table.hand', { number: table.session.handsPlayed })}</p>
      {table.config.tournament ? (
        <TournamentResult table={table} />
      ) : (
        <>
          <StandingsList standings={table.session.standings} />
          <CashOut table={table} />
        </>
      )}
      {record ? <EndedGameNight game={record} hands={table.session.handsPlayed} /> : null}
      <div class="actions">
        <button type="button" class="button primary" onClick={back}>
          {t('table.backHome')}
        </button>
      </div>
    </main>
  );
}
