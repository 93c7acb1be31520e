import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { joined, unfinishedGame, type GameRecord } from '../../app/index.ts';
import { t } from '../i18n/index.ts';
import { go } from '../navigation.ts';
import { openTable } from '../open-table.ts';
import { IsolatedText } from '../components/isolated-text.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { InstallEntry } from '../install/install-entry.tsx';
import { gameName, playerList, whenText } from '../setup/game-summary.ts';

/** The unfinished game to offer, once the store has answered (it loads after the first paint). */
const resumable = signal<GameRecord | null>(null);

async function findResumable(): Promise<void> {
  try {
    resumable.value = await unfinishedGame();
  } catch {
    resumable.value = null; // no storage (private mode…): nothing to continue, the rest still works
  }
}


export function Home() {
  useEffect(() => void findResumable(), []);
  const game = resumable.value;
  const atTable = joined.value;
  return (
    <main class="screen home">
      <div class="home-bar">
        <LanguageSwitch />
      </div>
      <div class={`home-hero${game || atTable ? ' compact' : ''}`}>
        <img class="home-mark" src={`${import.meta.env.BASE_URL}icons/icon-192.png`} width={112} height={112} alt="" />
        <h1 class="home-title" tabIndex={-1}>
          Mesa
        </h1>
        <p class="home-tagline">{t('app.tagline')}</p>
        {game || atTable ? null : <p class="home-pitch">{t('app.pitch')}</p>}
      </div>
      <div class="actions">
        {/* N1: a guest phone that came home from a table another phone hosts goes back to it first. */}
        {atTable && (
          <button type="button" class="continue-card" onClick={() => go({ name: 'guest' })}>
            <span class="continue-label">{t('home.backToTable')}</span>
            <span class="continue-detail">{t('home.backToTableDetail')}</span>
          </button>
        )}
        {game ? (
          <button type="button" class={atTable ? 'continue-card secondary' : 'continue-card'} onClick={() => void openTable(game.id)}>
            <span class="continue-label">{t('games.continue')}</span>
            <span class="continue-game">{gameName(game)}</span>
            <span class="continue-detail">
              <IsolatedText text={playerList(game.players)} />
            </span>
            <span class="continue-detail">{t('games.playedWhen', { when: whenText(game.updatedAt, Date.now()) })}</span>
          </button>
        ) : null}
        <button type="button" class={`button ${game || atTable ? 'secondary' : 'primary'}`} onClick={() => go({ name: 'new-game' })}>
          {t('home.newGame')}
        </button>
        <div class="home-links">
          <button type="button" class="button secondary" onClick={() => go({ name: 'book' })}>
            {t('games.book')}
          </button>
          {/* N1: this phone joins a table another phone hosts. */}
          {!atTable && (
            <button type="button" class="button secondary" onClick={() => go({ name: 'join' })}>
              {t('home.join')}
            </button>
          )}
          <button type="button" class="button secondary" onClick={() => go({ name: 'past-games' })}>
            {t('games.pastGames')}
          </button>
          <button type="button" class="button secondary" onClick={() => go({ name: 'settings' })}>
            {t('settings.title')}
          </button>
        </div>
        <InstallEntry />
      </div>
    </main>
  );
}
