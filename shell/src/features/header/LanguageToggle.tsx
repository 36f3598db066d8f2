import { clsx } from 'clsx';
import { LANGUAGES, pathInLanguage, useLanguage } from 'shared-ui/i18n';
import { useLocation } from 'shared-ui/router';
import styles from './Header.module.css';

/**
 * The phone header's language control: one button naming the other language in its own words
 * ("हिन्दी" on an English page), where the two-button switch of wider screens has no room. Without
 * scripts, a link to the page in that language instead.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const { pathname } = useLocation();
  const other = language === 'en' ? 'hi' : 'en';
  const { name, tag } = LANGUAGES[other];
  return (
    <>
      <button
        type="button"
        data-needs-script=""
        lang={tag}
        className={clsx(styles.languageToggle, className)}
        onClick={() => setLanguage(other)}
      >
        {name}
      </button>
      <noscript>
        <a
          href={pathInLanguage(pathname, other)}
          hrefLang={tag}
          lang={tag}
          className={clsx(styles.languageToggle, className)}
        >
          {name}
        </a>
      </noscript>
    </>
  );
}
