// The language in use: a signal every message lookup reads (lookup.ts), so screens re-render
// when it changes. Remembered in localStorage for now; the settings store (IndexedDB) takes over later.
import { signal } from '@preact/signals';
import { detectLanguage, isLanguage, type Language } from './languages.ts';

const storageKey = 'mesa.language';

/** The remembered choice if there is a valid one, else the device's preference. */
export function pickLanguage(stored: string | null, preferences: readonly string[]): Language {
  return isLanguage(stored) ? stored : detectLanguage(preferences);
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey) ?? null;
  } catch {
    // Storage can be blocked (private mode, disabled cookies): fall back to the device.
    return null;
  }
}

export const language = signal<Language>(
  pickLanguage(readStored(), typeof navigator === 'undefined' ? [] : navigator.languages),
);

export function chooseLanguage(choice: Language): void {
  language.value = choice;
  try {
    globalThis.localStorage?.setItem(storageKey, choice);
  } catch {
    // Not remembered across visits, but the switch still works for this one.
  }
}
