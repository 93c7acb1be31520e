// Mesa aloud: the clock's levels (T21) and, for a table that wants them, each turn, action and
// result (A1). Said in the app's language through the browser's Speech Synthesis; where the browser
// has none, or no voice for the language, nothing is said and nothing else changes.
import { language } from '../i18n/index.ts';
import { settings, type SettingKey } from '../settings.ts';

const canSpeak = (): boolean => typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';

/** Says `text` if the table turned `setting` on; what was still being said gives way to it (the news is newer). */
export function speak(text: string, setting: Extract<SettingKey, 'speakLevels' | 'speakTurns'>): void {
  if (!settings[setting].value || !canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language.value;
  const voice = speechSynthesis.getVoices().find((v) => v.lang === language.value) ?? speechSynthesis.getVoices().find((v) => v.lang.startsWith(language.value.slice(0, 2)));
  if (voice) utterance.voice = voice;
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
}
