// The player's settings: signals remembered in localStorage and shown on <html> as data
// attributes, so the stylesheet alone turns on the four-colour deck and the larger text:
//   <html data-deck="four-colour" data-text="large">
// The table calls `keepAwake()` while a game is open, and `buzz()`/`chime()` for its feedback;
// each does nothing while its setting is off.
import { computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { chooseLanguage, detectLanguage, isLanguage, language, type Language } from './i18n/index.ts';

export interface Settings {
  readonly fourColourDeck: boolean;
  readonly sound: boolean;
  readonly vibration: boolean;
  readonly keepAwake: boolean;
  readonly largeText: boolean;
  /** T21: the tournament clock says new levels and breaks aloud (Speech Synthesis). */
  readonly speakLevels: boolean;
  /** A1: each turn, action and result said aloud, for a table that wants it and a player who cannot read the screen. */
  readonly speakTurns: boolean;
  /** O7: an all-in's board comes street by street on its own, at a calm pace (a tap hurries it). */
  readonly autoRunout: boolean;
}

export type SettingKey = keyof Settings;

export const settingDefaults: Settings = {
  fourColourDeck: false,
  sound: true,
  vibration: true,
  keepAwake: true,
  largeText: false,
  speakLevels: false,
  speakTurns: false,
  autoRunout: false,
};

const prefix = 'mesa.settings.';
// The language signal's own key (i18n/language-state.ts): absent means "follow the device".
const languageKey = 'mesa.language';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked: the defaults hold for this visit
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembered, but the change still applies until the page closes.
  }
}

/** A stored flag, or the default when none (or something unreadable) is stored. */
export function parseFlag(stored: string | null, fallback: boolean): boolean {
  return stored === 'true' ? true : stored === 'false' ? false : fallback;
}

export const settings = Object.fromEntries(
  (Object.keys(settingDefaults) as SettingKey[]).map((key) => [key, signal(parseFlag(read(prefix + key), settingDefaults[key]))]),
) as { readonly [K in SettingKey]: Signal<boolean> };

export function setSetting(key: SettingKey, value: boolean): void {
  settings[key].value = value;
  write(prefix + key, String(value));
}

/** G11: how long cards may show with no touch before the cover returns, in seconds; 0: never. */
export const COVER_CHOICES = [30, 45, 60, 120, 0] as const;
export type CoverAfter = (typeof COVER_CHOICES)[number];
const coverKey = `${prefix}coverAfter`;

/** A stored choice, or 45 s (the default: long enough to think, short enough for a phone left on the table) when none or something else is stored. */
export function parseCoverAfter(stored: string | null): CoverAfter {
  return COVER_CHOICES.find((seconds) => String(seconds) === stored) ?? 45;
}

export const coverAfter = signal<CoverAfter>(parseCoverAfter(read(coverKey)));

export function setCoverAfter(seconds: CoverAfter): void {
  coverAfter.value = seconds;
  write(coverKey, String(seconds));
}

/** The idle time the privacy cover waits, in ms (null: it waits for the page to be hidden only). */
export const coverAfterMs = (): number | null => (coverAfter.value === 0 ? null : coverAfter.value * 1000);

export function deviceLanguage(): Language {
  return detectLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

// Bumped when the stored choice changes without the language changing (device = current).
const choiceVersion = signal(0);

/**
 * 'device' while no language was chosen, so a phone that changes language takes Mesa along. Read
 * lazily, after whoever changed the language (this screen or the home switch) has stored it.
 */
export const languageChoice: ReadonlySignal<Language | 'device'> = computed(() => {
  void language.value;
  void choiceVersion.value;
  const stored = read(languageKey);
  return isLanguage(stored) ? stored : 'device';
});

export function chooseLanguageSetting(choice: Language | 'device'): void {
  if (choice === 'device') {
    write(languageKey, null);
    language.value = deviceLanguage();
  } else {
    chooseLanguage(choice);
  }
  choiceVersion.value++;
}

/** Mirrors the settings onto <html>; call once at start-up. */
export function applySettingsToDocument(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    root.dataset.deck = settings.fourColourDeck.value ? 'four-colour' : 'two-colour';
    root.dataset.text = settings.largeText.value ? 'large' : 'normal';
  });
}

// ---------------------------------------------------------------------------------------------
// Feedback

/** A short vibration (ms, or a pattern) when vibration is on and the device can. */
export function buzz(pattern: number | number[] = 30): void {
  if (settings.vibration.value && typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(pattern);
}

let audio: AudioContext | null = null;

/** A soft tone (your turn, a pot won) when sound is on. */
export function chime(frequency = 660, seconds = 0.15): void {
  if (!settings.sound.value || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  const now = audio.currentTime;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, now);
  gain.gain.exponentialRampToValueAtTime(0.001, now + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(now);
  oscillator.stop(now + seconds);
}

// ---------------------------------------------------------------------------------------------
// Keeping the screen awake

/** Whether this browser can keep the screen on (the Screen Wake Lock API). */
export const wakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/**
 * Keeps the screen on while the setting is on, until the returned function is called. The
 * browser drops the lock whenever the page is hidden, so it is asked for again each time the page
 * becomes visible, and when the setting is switched back on.
 */
export function keepAwake(): () => void {
  if (!wakeLockSupported()) return () => {};
  let lock: WakeLockSentinel | null = null;
  let active = true;
  const acquire = async () => {
    if (!active || !settings.keepAwake.value || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      lock = await navigator.wakeLock.request('screen');
      if (!active) await lock.release();
    } catch {
      lock = null; // refused (battery saver, not focused): the next visibility change tries again
    }
  };
  const release = () => {
    const held = lock;
    lock = null;
    if (held && !held.released) void held.release();
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  const stopWatching = effect(() => {
    if (settings.keepAwake.value) void acquire();
    else release();
  });
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisibility);
    stopWatching();
    release();
  };
}
