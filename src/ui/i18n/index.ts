// What screens import: the current language, `t()` and the `lookup` (and types) a feature's own catalogs make
// theirs with, and formatting in that language.
export { languages, languageNames, languageCodes, detectLanguage, isLanguage, type Language } from './languages.ts';
export { type MessageKey } from './messages.ts';
export { type Catalogs, type Translation } from './catalog.ts';
export { formatNumber, formatMoney } from './format.ts';
export { language, chooseLanguage } from './language-state.ts';
export { lookup, t } from './lookup.ts';
