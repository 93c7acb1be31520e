// Settings: language, the four-colour deck, sound and vibration, keeping the screen awake during
// a game, larger text. Each change applies at once and is remembered (src/ui/settings.ts).
import { TopBar } from '../components/top-bar.tsx';
import { go } from '../navigation.ts';
import { languageNames, languages, t, type Language } from '../i18n/index.ts';
import { chooseLanguageSetting, COVER_CHOICES, coverAfter, deviceLanguage, languageChoice, setCoverAfter, setSetting, settings, wakeLockSupported, type CoverAfter } from '../settings.ts';
import { PlayingCard } from '../components/playing-card.tsx';
import { SwitchRow } from '../setup/switch-row.tsx';
import { ShareMesa } from '../install/share-mesa.tsx';

const sample = [48, 45, 42, 39]; // A♠ K♥ Q♦ J♣

/** "30 s", "1 min", "Nunca". */
const coverChoiceText = (seconds: CoverAfter) => (seconds === 0 ? t('settings.coverNever') : seconds < 60 ? `${seconds} s` : `${seconds / 60} min`);

export function Settings() {
  const choice = languageChoice.value;
  const options: readonly (Language | 'device')[] = ['device', ...languages];
  return (
    <main class="screen settings">
      <TopBar title={t('settings.title')} />

      <section class="setup-section" aria-labelledby="settings-language">
        <h2 class="section-title" id="settings-language">
          {t('settings.language')}
        </h2>
        <div class="choices" role="group" aria-labelledby="settings-language">
          {options.map((option) => (
            <button
              key={option}
              type="button"
              class="choice compact-choice"
              aria-pressed={choice === option}
              lang={option === 'device' ? undefined : option}
              onClick={() => chooseLanguageSetting(option)}
            >
              <span class="choice-name">
                {option === 'device' ? t('settings.languageDevice', { language: languageNames[deviceLanguage()] }) : languageNames[option]}
              </span>
            </button>
          ))}
        </div>
      </section>

      <section class="setup-section" aria-labelledby="settings-cards">
        <h2 class="section-title" id="settings-cards">
          {t('settings.cards')}
        </h2>
        <SwitchRow
          id="setting-four-colour"
          label={t('settings.fourColourDeck')}
          checked={settings.fourColourDeck.value}
          help={t('settings.fourColourDeckHelp')}
          onChange={(on) => setSetting('fourColourDeck', on)}
        >
          <p class="suit-sample">
            {sample.map((card) => (
              <PlayingCard key={card} card={card} />
            ))}
          </p>
        </SwitchRow>
      </section>

      <section class="setup-section" aria-labelledby="settings-feedback">
        <h2 class="section-title" id="settings-feedback">
          {t('settings.feedback')}
        </h2>
        <SwitchRow id="setting-sound" label={t('settings.sound')} checked={settings.sound.value} help={t('settings.soundHelp')} onChange={(on) => setSetting('sound', on)} />
        <SwitchRow
          id="setting-vibration"
          label={t('settings.vibration')}
          checked={settings.vibration.value}
          help={t('settings.vibrationHelp')}
          onChange={(on) => setSetting('vibration', on)}
        />
        <SwitchRow
          id="setting-speak-levels"
          label={t('settings.speakLevels')}
          checked={settings.speakLevels.value}
          help={t('settings.speakLevelsHelp')}
          onChange={(on) => setSetting('speakLevels', on)}
        />
        <SwitchRow
          id="setting-speak-turns"
          label={t('settings.speakTurns')}
          checked={settings.speakTurns.value}
          help={t('settings.speakTurnsHelp')}
          onChange={(on) => setSetting('speakTurns', on)}
        />
        <SwitchRow
          id="setting-auto-runout"
          label={t('settings.autoRunout')}
          checked={settings.autoRunout.value}
          help={t('settings.autoRunoutHelp')}
          onChange={(on) => setSetting('autoRunout', on)}
        />
      </section>

      <section class="setup-section" aria-labelledby="settings-screen">
        <h2 class="section-title" id="settings-screen">
          {t('settings.screen')}
        </h2>
        <SwitchRow
          id="setting-keep-awake"
          label={t('settings.keepAwake')}
          checked={settings.keepAwake.value}
          help={wakeLockSupported() ? t('settings.keepAwakeHelp') : t('settings.keepAwakeUnsupported')}
          onChange={(on) => setSetting('keepAwake', on)}
        />
        <div class="field">
          <p class="field-label" id="setting-cover-after">
            {t('settings.coverAfter')}
          </p>
          <div class="choices" role="group" aria-labelledby="setting-cover-after" aria-describedby="setting-cover-after-help">
            {COVER_CHOICES.map((seconds) => (
              <button key={seconds} type="button" class="choice compact-choice" aria-pressed={coverAfter.value === seconds} onClick={() => setCoverAfter(seconds)}>
                <span class="choice-name">{coverChoiceText(seconds)}</span>
              </button>
            ))}
          </div>
          <p class="field-help" id="setting-cover-after-help">
            {t('settings.coverAfterHelp')}
          </p>
        </div>
        <SwitchRow
          id="setting-large-text"
          label={t('settings.largeText')}
          checked={settings.largeText.value}
          help={t('settings.largeTextHelp')}
          onChange={(on) => setSetting('largeText', on)}
        />
      </section>

      <section class="setup-section" aria-labelledby="settings-chips">
        <h2 class="section-title" id="settings-chips">
          {t('settings.chipSets')}
        </h2>
        <p class="field-help">{t('settings.chipSetsHelp')}</p>
        <button type="button" class="button secondary" onClick={() => go({ name: 'chip-sets' })}>
          {t('settings.chipSets')}
        </button>
      </section>

      <ShareMesa />
    </main>
  );
}
