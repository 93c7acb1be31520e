// A phone that speaks, in the component tests (happy-dom has no speech): the app's utterances
// recorded, each with the language it was said in. The stubs go after each test.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

export function speakingPhone(): { text: string; lang: string }[] {
  const said: { text: string; lang: string }[] = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: unknown = null;
      rate = 1;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', { getVoices: () => [], cancel: () => {}, speak: (u: { text: string; lang: string }) => said.push({ text: u.text, lang: u.lang }) });
  return said;
}
