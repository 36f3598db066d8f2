import { clsx } from 'clsx';
import { LANGUAGES } from '../languages';
import type { Language } from '../languages';
import { pathInLanguage } from '../languagePaths';
import { useLanguage } from '../useLanguage';
import { useMessages } from '../useMessages';
import { languageSwitchMessages } from './languageSwitchMessages';
import styles from './LanguageSwitch.module.css';

const CHOICES = Object.keys(LANGUAGES) as Language[];

/**
 * English | हिन्दी for the header: each name written in its own language (and marked so, for
 * screen readers), the current one pressed. A choice shows pressed at once, the group busy while
 * the page waits for its texts in that language. Given the page's `pathname`, a browser without
 * scripts gets the choices as links to the page in each language instead.
 */
export function LanguageSwitch({ className, pathname }: { className?: string; pathname?: string }) {
  const { language, setLanguage, comingLanguage } = useLanguage();
  const chosen = comingLanguage ?? language;
  const t = useMessages(languageSwitchMessages);
  return (
    <div
      role="group"
      aria-label={t('language')}
      aria-busy={comingLanguage ? true : undefined}
      className={clsx(styles.switch, className)}
    >
      {CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          data-needs-script=""
          lang={LANGUAGES[choice].tag}
          aria-pressed={chosen === choice}
          className={styles.choice}
          onClick={() => setLanguage(choice)}
        >
          {LANGUAGES[choice].name}
        </button>
      ))}
      {pathname === undefined ? null : (
        <noscript className={styles.links}>
          {CHOICES.map((choice) => (
            <a
              key={choice}
              href={pathInLanguage(pathname, choice)}
              hrefLang={LANGUAGES[choice].tag}
              lang={LANGUAGES[choice].tag}
              aria-current={language === choice ? 'true' : undefined}
              className={styles.choice}
            >
              {LANGUAGES[choice].name}
            </a>
          ))}
        </noscript>
      )}
    </div>
  );
}
