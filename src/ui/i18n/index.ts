// What screens import: the current language, `t()`, and formatting in that language.
export { languages, languageNames, languageCodes, detectLanguage, isLanguage, type Language } from './languages.ts';
export { type MessageKey } from './messages.ts';
export { formatNumber, formatMoney } from './format.ts';
export { language, chooseLanguage, pickLanguage, t } from './language-state.ts';
