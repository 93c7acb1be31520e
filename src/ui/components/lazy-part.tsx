// A part of a screen that arrives in its own chunk (the tournament's planner, desk and results, the
// night's chart and sharing), so the screens that host it stay small: a quiet line holds its place until it is here.
import type { ComponentType } from 'preact';
import { t } from '../i18n/index.ts';
import { lazyLoader } from './lazy-screen.tsx';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { loaded, failed, start } = lazyLoader(load);
  return function LazyPart(props: P) {
    const Part = loaded.value;
    if (Part) return <Part {...props} />;
    start();
    return (
      <p class="muted" role="status">
        {failed.value ? t('games.loadFailed') : t('games.loading')}
      </p>
    );
  };
}
