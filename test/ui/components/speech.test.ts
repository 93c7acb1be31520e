import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../src/ui/i18n/index.ts';
import { setSetting } from '../../../src/ui/settings.ts';
import { speak } from '../../../src/ui/components/speech.ts';

/** What the browser's Speech Synthesis was asked to say, and with which language and voice. */
let said: { text: string; lang: string; voice: string | null }[];
let voices: { lang: string; name: string }[];

class Utterance {
  lang = '';
  voice: { name: string } | null = null;
  constructor(readonly text: string) {}
}

beforeEach(() => {
  said = [];
  voices = [
    { lang: 'en-US', name: 'English' },
    { lang: 'pt-PT', name: 'Joana' },
  ];
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    cancel: () => {},
    speak: (u: Utterance) => said.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null }),
  });
  language.value = 'pt-BR';
});

afterEach(() => {
  setSetting('speakLevels', false);
  vi.unstubAllGlobals();
});

describe('the clock aloud', () => {
  it('T21: says nothing until the table turns it on; then says it in the app\'s language, with a voice of that language where there is one', () => {
    speak('Nível 2: 100 e 200', 'speakLevels');
    expect(said).toEqual([]);
    setSetting('speakLevels', true);
    speak('Nível 2: 100 e 200', 'speakLevels');
    // No pt-BR voice: the closest Portuguese one.
    expect(said).toEqual([{ text: 'Nível 2: 100 e 200', lang: 'pt-BR', voice: 'Joana' }]);
    language.value = 'en';
    speak('Level 3: 200 and 400', 'speakLevels');
    expect(said[1]).toEqual({ text: 'Level 3: 200 and 400', lang: 'en', voice: 'English' });
  });

  it('T21: a browser without Speech Synthesis says nothing and nothing breaks', () => {
    setSetting('speakLevels', true);
    vi.stubGlobal('speechSynthesis', undefined);
    expect(() => speak('Nível 2', 'speakLevels')).not.toThrow();
    expect(said).toEqual([]);
  });
});
