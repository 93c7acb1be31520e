// The table of an open game (first cut: opens the game; the seats, the cover and the actions follow).
import { useEffect } from 'preact/hooks';
import { currentGame } from '../../app/games.ts';
import { loadGame } from '../../app/runner.ts';
import { t } from '../i18n/index.ts';

export function Table({ gameId }: { gameId: string }) {
  const game = currentGame.value;
  useEffect(() => {
    if (currentGame.value?.id !== gameId) void loadGame(gameId);
  }, [gameId]);
  return (
    <main class="screen table-wait" aria-busy={game?.id !== gameId}>
      <h1 class="visually-hidden" tabIndex={-1}>
        {t('table.loading')}
      </h1>
    </main>
  );
}
