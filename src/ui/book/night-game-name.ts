// A night's game in the book's words: a profile's name as the app says it, or dealer's choice
// (the book's CHOICE, RULES.md V11), which is no profile and so has its name in the book's words.
import { CHOICE } from '../../app/index.ts';
import { profileName } from '../setup/game-summary.ts';
import { tb } from './messages.ts';

export const nightGameName = (profile: string): string => (profile === CHOICE ? tb('book.choice') : profileName(profile));
