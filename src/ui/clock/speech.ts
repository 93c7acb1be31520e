// T21: the clock aloud. When the table turns it on (settings), each new level and each break is
// said in the app's language through the browser's Speech Synthesis; where the browser has none,
// or no voice for the language, nothing is said and nothing else changes.
import { language } from '../i18n/index.ts';
import { settings } from '../settings.ts';

const canSpeak = (): boolean => typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';

export function speak(text: string): void {
  if (!settings.speakLevels.value || !canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language.value;
  const voice = speechSynthesis.getVoices().find((v) => v.lang === language.value) ?? speechSynthesis.getVoices().find((v) => v.lang.startsWith(language.value.slice(0, 2)));
  if (voice) utterance.voice = voice;
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
}
