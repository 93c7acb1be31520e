// A part of a screen that arrives in its own chunk (the night's chart and sharing at the end of a
// game): nothing shows until it is here, and a chunk that fails to load leaves the screen as it was.
import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loaded = signal<ComponentType<P> | null>(null);
  let loading: Promise<void> | null = null;
  return function LazyPart(props: P) {
    const Part = loaded.value;
    if (Part) return <Part {...props} />;
    loading ??= load().then(
      (component) => {
        loaded.value = component;
      },
      () => {
        loading = null;
      },
    );
    return null;
  };
}
