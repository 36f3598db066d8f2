import { clsx } from 'clsx';
import { LANGUAGES, useLanguage } from 'shared-ui/i18n';
import styles from './Header.module.css';

/**
 * The phone header's language control: one button naming the other language in its own words
 * ("हिन्दी" on an English page), where the two-button switch of wider screens has no room.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const other = language === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      lang={LANGUAGES[other].tag}
      className={clsx(styles.languageToggle, className)}
      onClick={() => setLanguage(other)}
    >
      {LANGUAGES[other].name}
    </button>
  );
}
