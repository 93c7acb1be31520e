import { chooseLanguage, language, languageCodes, languageNames, languages, t } from '../i18n/index.ts';

/** pt-BR / pt-PT / en as one segmented control; each option is named in its own language. */
export function LanguageSwitch() {
  return (
    <div class="segmented" role="group" aria-label={t('language.label')}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language.value === option}
          onClick={() => chooseLanguage(option)}
        >
          <span aria-hidden="true">{languageCodes[option]}</span>
          <span class="visually-hidden">{languageNames[option]}</span>
        </button>
      ))}
    </div>
  );
}
