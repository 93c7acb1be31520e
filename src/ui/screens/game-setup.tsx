// A chosen game's table setup, or a dealer's-choice night's (src/ui/setup/), in its own chunk: it brings the engine's setup
// rules and profiles, which the home screen does not need.
import { lazyScreen } from '../components/lazy-screen.tsx';
import type { ProfileId } from '../profiles.ts';

export const Profile = lazyScreen<{ profile: ProfileId }>(() => import('../setup/setup-screen.tsx').then((m) => m.SetupScreen));

export const Choice = lazyScreen(() => import('../setup/choice-setup.tsx').then((m) => m.ChoiceSetup));
