export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from './languages';
export type { Language, LanguageTag } from './languages';
export { LANGUAGE_BASENAMES, languageOfPath, pathInLanguage, sitePathOf } from './languagePaths';
export { LanguageProvider } from './LanguageProvider/LanguageProvider';
export type { LanguageProviderProps } from './LanguageProvider/LanguageProvider';
export { LanguageSwitch } from './LanguageSwitch/LanguageSwitch';
export { useLanguage } from './useLanguage';
export type { LanguageState } from './languageContext';
export { defineCatalogue, loadEveryHindi, withPageTexts } from './defineCatalogue';
export type { Catalogue } from './defineCatalogue';
export { useCatalogue } from './useCatalogue';
export { defineMessages, interpolate } from './defineMessages';
export type {
  Message,
  MessageCatalogue,
  MessageTexts,
  Messages,
  Placeholders,
  PluralForms,
  Translation,
  ValuesFor,
} from './defineMessages';
export { useMessages } from './useMessages';
export type { Translate } from './useMessages';
export { formatDate, formatNumber, formatRupees } from './format';
export type { DateStyle } from './format';
export { useFormatters } from './useFormatters';
