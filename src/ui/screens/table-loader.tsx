// The table, the engine and the store come in their own chunk, loaded when a game opens, so the
// home screen's first download stays small. This stand-in shows while the chunk arrives.
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import { t } from '../i18n/index.ts';

type TableScreen = FunctionComponent<{ gameId: string }>;

const loaded = signal<TableScreen | null>(null);
const failed = signal(false);
let loading: Promise<void> | null = null;

function load(): void {
  loading ??= import('./table.tsx').then(
    (module) => {
      loaded.value = module.Table;
    },
    () => {
      loading = null;
      failed.value = true;
    },
  );
}

export function TableLoader({ gameId }: { gameId: string }) {
  const Table = loaded.value;
  if (Table) return <Table gameId={gameId} />;
  load();
  return (
    <main class="screen table-wait" aria-busy="true">
      <h1 class="visually-hidden" tabIndex={-1}>
        {t('table.loading')}
      </h1>
      <p class="table-wait-text" role="status">
        {failed.value ? t('table.loadFailed') : t('table.loading')}
      </p>
    </main>
  );
}
