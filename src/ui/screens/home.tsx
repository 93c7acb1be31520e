import { t } from '../i18n/index.ts';
import { go } from '../navigation.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';

export function Home() {
  return (
    <main class="screen home">
      <div class="home-bar">
        <LanguageSwitch />
      </div>
      <div class="home-hero">
        <img class="home-mark" src="/icons/icon-192.png" width={112} height={112} alt="" />
        <h1 class="home-title" tabIndex={-1}>
          Mesa
        </h1>
        <p class="home-tagline">{t('app.tagline')}</p>
        <p class="home-pitch">{t('app.pitch')}</p>
      </div>
      <div class="actions">
        <button type="button" class="button primary" onClick={() => go({ name: 'new-game' })}>
          {t('home.newGame')}
        </button>
      </div>
    </main>
  );
}
