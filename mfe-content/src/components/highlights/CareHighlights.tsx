import { SiteLink, siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { highlightMessages } from './messages';
import styles from './CareHighlights.module.css';

function AmbulanceMark() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 40 40"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M3 27V13h20v14M23 17h8l6 6v4H23" strokeLinejoin="round" />
      <circle cx="11" cy="29" r="3" />
      <circle cx="29" cy="29" r="3" />
      <path d="M13 16v8M9 20h8" />
    </svg>
  );
}

function FlaskMark() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 40 40"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M15 4h10M17 4v11L7 33a2 2 0 002 3h22a2 2 0 002-3L23 15V4" strokeLinejoin="round" />
      <path d="M11 26h18" />
    </svg>
  );
}

/**
 * Emergency Treatment and High Quality Laboratory, each a short blurb; on the home page each leads
 * on to the about page (`linkToAbout`).
 */
export function CareHighlights({
  linkToAbout = false,
  headingLevel = 3,
}: {
  linkToAbout?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(highlightMessages);
  const Heading = `h${headingLevel}` as const;
  const items = [
    { key: 'emergency', title: t('emergencyTitle'), text: t('emergencyText'), Mark: AmbulanceMark },
    { key: 'lab', title: t('labTitle'), text: t('labText'), Mark: FlaskMark },
  ];
  return (
    <ul className={styles.list}>
      {items.map(({ key, title, text, Mark }) => (
        <li key={key} className={styles.item}>
          <span className={styles.mark}>
            <Mark />
          </span>
          <div>
            <Heading className={styles.title}>{title}</Heading>
            <p className={styles.text}>{text}</p>
            {linkToAbout ? (
              <SiteLink to={siteHref('/about')} className={styles.link}>
                {t('learnMore')}
                <span className="visually-hidden">: {title}</span>
              </SiteLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
