// A part of a screen that arrives in its own chunk (the tournament's planner, desk and results, the
// night's chart and sharing), so the screens that host it stay small: a quiet line holds its place until it is here.
import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { t } from '../i18n/index.ts';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loaded = signal<ComponentType<P> | null>(null);
  const failed = signal(false);
  let loading: Promise<void> | null = null;
  return function LazyPart(props: P) {
    const Part = loaded.value;
    if (Part) return <Part {...props} />;
    loading ??= load().then(
      (part) => {
        loaded.value = part;
      },
      () => {
        loading = null;
        failed.value = true;
      },
    );
    return (
      <p class="muted" role="status">
        {failed.value ? t('games.loadFailed') : t('games.loading')}
      </p>
    );
  };
}
