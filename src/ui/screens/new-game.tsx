import { t } from '../i18n/index.ts';
import { go } from '../navigation.ts';
import { profileIds } from '../profiles.ts';
import { TopBar } from '../components/top-bar.tsx';

/** The first step of a new game: which game the table plays, or several, the dealer naming each hand's (section C). */
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
        <li>
          <button type="button" class="choice" onClick={() => go({ name: 'choice' })}>
            <span class="choice-name">{t('profile.choice.name')}</span>
            <span class="choice-summary">{t('profile.choice.summary')}</span>
          </button>
        </li>
      </ul>
    </main>
  );
}
