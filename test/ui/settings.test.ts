import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../support/memory-storage.ts';

let storage: MemoryStorage;

async function load() {
  vi.resetModules();
  return import('../../src/ui/settings.ts');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('navigator', { languages: ['pt-PT', 'en'] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings', () => {
  it('start from the defaults: two-colour deck, sound, vibration, screen kept on, normal text, levels not spoken (T21), turns not spoken (A1), the run-out dealt on a tap (O7)', async () => {
    const { settings } = await load();
    expect(Object.fromEntries(Object.entries(settings).map(([k, s]) => [k, s.value]))).toEqual({
      fourColourDeck: false,
      sound: true,
      vibration: true,
      keepAwake: true,
      largeText: false,
      speakLevels: false,
      speakTurns: false,
      autoRunout: false,
    });
  });

  it('a change is remembered across a reload, each setting on its own', async () => {
    const first = await load();
    first.setSetting('fourColourDeck', true);
    first.setSetting('sound', false);
    const again = await load();
    expect(again.settings.fourColourDeck.value).toBe(true);
    expect(again.settings.sound.value).toBe(false);
    expect(again.settings.vibration.value).toBe(true);
  });

  it('G11: the cover returns after 45 s with no touch until the table chooses 30 s, 1 min, 2 min or never; the choice is remembered, anything else read as 45 s', async () => {
    const first = await load();
    expect(first.coverAfter.value).toBe(45);
    expect(first.coverAfterMs()).toBe(45_000);
    first.setCoverAfter(120);
    const again = await load();
    expect(again.coverAfter.value).toBe(120);
    expect(again.coverAfterMs()).toBe(120_000);
    again.setCoverAfter(0);
    expect((await load()).coverAfterMs()).toBeNull();
    storage.setItem('mesa.settings.coverAfter', '7');
    expect((await load()).coverAfter.value).toBe(45);
    expect(first.parseCoverAfter('30')).toBe(30);
  });

  it('an unreadable stored value falls back to the default', async () => {
    storage.setItem('mesa.settings.largeText', 'maybe');
    storage.setItem('mesa.settings.keepAwake', 'false');
    const { settings, parseFlag } = await load();
    expect(settings.largeText.value).toBe(false);
    expect(settings.keepAwake.value).toBe(false);
    expect(parseFlag(null, true)).toBe(true);
  });

  it('blocked storage (private mode) leaves the defaults and still applies changes for the visit', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const { settings, setSetting } = await load();
    setSetting('largeText', true);
    expect(settings.largeText.value).toBe(true);
  });

  it('shows on <html> as data attributes the stylesheet reads, following each change', async () => {
    const { applySettingsToDocument, setSetting } = await load();
    const root = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
    const stop = applySettingsToDocument(root);
    expect(root.dataset).toEqual({ deck: 'two-colour', text: 'normal' });
    setSetting('fourColourDeck', true);
    setSetting('largeText', true);
    expect(root.dataset).toEqual({ deck: 'four-colour', text: 'large' });
    stop();
  });

  it('language: the device\'s until one is chosen; choosing "device" again forgets the choice', async () => {
    const { languageChoice, chooseLanguageSetting } = await load();
    const { language } = await import('../../src/ui/i18n/index.ts');
    expect(languageChoice.value).toBe('device');
    expect(language.value).toBe('pt-PT');
    chooseLanguageSetting('en');
    expect(language.value).toBe('en');
    expect(languageChoice.value).toBe('en');
    expect(storage.getItem('mesa.language')).toBe('en');
    chooseLanguageSetting('device');
    expect(language.value).toBe('pt-PT');
    expect(languageChoice.value).toBe('device');
    expect(storage.getItem('mesa.language')).toBeNull();
  });

  it('the home screen\'s language switch counts as a choice too', async () => {
    const { languageChoice } = await load();
    const { chooseLanguage } = await import('../../src/ui/i18n/index.ts');
    chooseLanguage('pt-BR');
    expect(languageChoice.value).toBe('pt-BR');
  });

  it('feedback does nothing while its setting is off', async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { languages: [], vibrate });
    const { buzz, setSetting } = await load();
    buzz(20);
    expect(vibrate).toHaveBeenCalledWith(20);
    setSetting('vibration', false);
    buzz(20);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });
});

describe('keeping the screen awake', () => {
  function fakeLocks() {
    const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
    const request = vi.fn(async () => {
      const sentinel = {
        released: false,
        async release() {
          sentinel.released = true;
        },
      };
      sentinels.push(sentinel);
      return sentinel;
    });
    return { sentinels, request };
  }

  function fakeDocument() {
    const listeners = new Set<() => void>();
    return {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      fire() {
        for (const listener of listeners) listener();
      },
      listeners,
    };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds a lock while on, re-acquires it when the page comes back, and releases it when stopped', async () => {
    const locks = fakeLocks();
    const doc = fakeDocument();
    vi.stubGlobal('navigator', { languages: [], wakeLock: { request: locks.request } });
    vi.stubGlobal('document', doc);
    const { keepAwake } = await load();
    const stop = keepAwake();
    await settle();
    expect(locks.request).toHaveBeenCalledTimes(1);

    // The browser drops the lock when the page is hidden; back in view, it is asked for again.
    locks.sentinels[0].released = true;
    doc.visibilityState = 'hidden';
    doc.fire();
    await settle();
    expect(locks.request).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.fire();
    await settle();
    expect(locks.request).toHaveBeenCalledTimes(2);

    stop();
    await settle();
    expect(locks.sentinels[1].released).toBe(true);
    expect(doc.listeners.size).toBe(0);
  });

  it('follows the setting: off releases the lock, on takes it again', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { languages: [], wakeLock: { request: locks.request } });
    vi.stubGlobal('document', fakeDocument());
    const { keepAwake, setSetting } = await load();
    const stop = keepAwake();
    await settle();
    setSetting('keepAwake', false);
    await settle();
    expect(locks.sentinels[0].released).toBe(true);
    setSetting('keepAwake', true);
    await settle();
    expect(locks.request).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks for nothing while the setting is off, and is a no-op where the API is missing', async () => {
    const locks = fakeLocks();
    storage.setItem('mesa.settings.keepAwake', 'false');
    vi.stubGlobal('navigator', { languages: [], wakeLock: { request: locks.request } });
    vi.stubGlobal('document', fakeDocument());
    const first = await load();
    first.keepAwake()();
    await settle();
    expect(locks.request).not.toHaveBeenCalled();

    vi.stubGlobal('navigator', { languages: [] });
    const { keepAwake, wakeLockSupported } = await load();
    expect(wakeLockSupported()).toBe(false);
    expect(() => keepAwake()()).not.toThrow();
  });
});
