import { t } from '../i18n/index.ts';
import type { ProfileId } from '../profiles.ts';
import { TopBar } from '../components/top-bar.tsx';

/** A chosen game, until the game engine gives it a table to set up and play. */
export function Profile({ profile }: { profile: ProfileId }) {
  const name = t(`profile.${profile}.name`);
  return (
    <main class="screen">
      <TopBar title={name} />
      <p class="lead">{t(`profile.${profile}.summary`)}</p>
      <p class="note">{t('profile.tableComing', { game: name })}</p>
    </main>
  );
}
