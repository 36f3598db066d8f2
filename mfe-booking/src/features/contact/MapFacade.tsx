import { HOSPITAL, directionsHref } from 'contract/hospital';
import { useEffect, useId, useRef, useState } from 'react';
import { ExternalLinkIcon } from 'shared-ui/icons';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { contactMessages } from './contactMessages';
import mapPreview from './map-preview.svg';
import styles from './MapFacade.module.css';

const embedUrl = (language: string) => {
  const { latitude, longitude } = HOSPITAL.location;
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=15&hl=${language}&output=embed`;
};

/**
 * The map, loaded only when the visitor asks: until then a sketch served from this site, so
 * nothing reaches the map provider (no request, no cookie) on a visit that never opens it.
 */
export function MapFacade() {
  const t = useMessages(contactMessages);
  const { language } = useLanguage();
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that was pressed is gone: the map takes the focus in its place.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('mapTitle')}
      </h2>
      <div className={styles.frame}>
        {shown ? (
          <iframe
            ref={frameRef}
            className={styles.map}
            src={embedUrl(language)}
            title={t('mapFrameTitle', { name: HOSPITAL.name })}
            width={1200}
            height={480}
            loading="lazy"
            referrerPolicy="no-referrer"
            // allow-scripts with allow-same-origin lets a frame lift its own sandbox only when it shares the
            // page's origin; this one is Google's, whose map needs both to run.
            // oxlint-disable-next-line react/iframe-missing-sandbox
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
        ) : (
          <>
            <img
              className={styles.preview}
              src={mapPreview}
              alt={t('mapPreviewAlt')}
              width={1200}
              height={480}
              loading="lazy"
            />
            <div className={styles.overlay}>
              <button type="button" className={styles.show} onClick={() => setShown(true)}>
                {t('mapShow')}
              </button>
              <p className={styles.notice}>{t('mapNotice')}</p>
            </div>
          </>
        )}
      </div>
      <p className={styles.directions}>
        <a href={directionsHref()} target="_blank" rel="noopener noreferrer">
          {t('mapDirections')} <span className="visually-hidden">{t('newTab')}</span>
          <ExternalLinkIcon size={14} />
        </a>
      </p>
    </section>
  );
}
