import { t } from '../i18n/index.ts';
import { go } from '../navigation.ts';
import { profileIds } from '../profiles.ts';
import { TopBar } from '../components/top-bar.tsx';

/** The first step of a new game: which of the five games the table plays. */
export function NewGame() {
  return (
    <main class="screen">
      <TopBar title={t('newGame.title')} />
      <h2 class="section-title">{t('newGame.chooseProfile')}</h2>
      <ul class="choices">
        {profileIds.map((profile) => (
          <li key={profile}>
            <button type="button" class="choice" onClick={() => go({ name: 'profile', profile })}>
              <span class="choice-name">{t(`profile.${profile}.name`)}</span>
              <span class="choice-summary">{t(`profile.${profile}.summary`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
