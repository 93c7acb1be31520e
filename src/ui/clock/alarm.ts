// The level-change alarm: three rising beeps (WebAudio, no sound files) and a long buzz, each
// only while its setting is on (settings.ts's chime and buzz check them).
import { buzz, chime } from '../settings.ts';

const BEEPS = [880, 880, 1320];
const BEEP_GAP_MS = 380;

export function levelAlarm(): void {
  BEEPS.forEach((frequency, i) => setTimeout(() => chime(frequency, 0.3), i * BEEP_GAP_MS));
  buzz([400, 150, 400, 150, 600]);
}
