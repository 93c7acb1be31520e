// A night's game as the app names it: a profile's name, or dealer's choice (the book's CHOICE,
// RULES.md V11), which is no profile but has the name the New game screen gives it.
import { CHOICE } from '../../app/index.ts';
import { t } from '../i18n/index.ts';
import { profileName } from '../setup/game-summary.ts';

export const nightGameName = (profile: string): string => (profile === CHOICE ? t('profile.choice.name') : profileName(profile));
