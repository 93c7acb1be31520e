// A screen that arrives in its own chunk, so the home screen's first download stays small. Until
// the chunk is here a quiet placeholder holds the screen (with a heading to take focus).
import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';

/**
 * A component in a chunk of its own, loaded on first need: `loaded` once it is here, `failed` if
 * the load failed (the next `start` tries again). Shared by lazy screens and lazy parts of a screen.
 */
export function lazyLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loaded = signal<ComponentType<P> | null>(null);
  const failed = signal(false);
  let loading: Promise<void> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded.value = component;
      },
      () => {
        loading = null;
        failed.value = true;
      },
    );
  };
  return { loaded, failed, start };
}

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { loaded, failed, start } = lazyLoader(load);
  // The app focuses a new screen's heading; if the placeholder's had it, the real one takes it over.
  let handOverFocus = false;
  function Arrived(props: P & { Screen: ComponentType<P> }) {
    const { Screen, ...rest } = props;
    useEffect(() => {
      if (handOverFocus) document.querySelector<HTMLElement>('main h1')?.focus();
      handOverFocus = false;
    }, []);
    return <Screen {...(rest as P)} />;
  }
  return function LazyScreen(props: P) {
    const Screen = loaded.value;
    if (Screen) return <Arrived {...props} Screen={Screen} />;
    start();
    return (
      <main class="screen" aria-busy="true">
        <h1 class="visually-hidden" tabIndex={-1} onFocus={() => (handOverFocus = true)}>
          {t('games.loading')}
        </h1>
        <p class="setup-hint" role="status">
          {failed.value ? t('games.loadFailed') : t('games.loading')}
        </p>
      </main>
    );
  };
}
