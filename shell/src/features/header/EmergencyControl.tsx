import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SiteLink, siteHref } from 'shared-ui';
import { directionsHref, HOSPITAL, telHref } from 'contract/hospital';
import { useLocation } from 'shared-ui/router';
import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import { ExternalLinkIcon, PhoneIcon } from 'shared-ui/icons';
import { headerMessages } from './headerMessages';
import styles from './EmergencyControl.module.css';

/**
 * The header's red Emergency button, on every page and width: a disclosure with tap-to-call 112, the
 * emergency department's line, directions to the hospital and the /emergency page. One button keeps
 * the phone header as tall as before (`inStrip`: the smaller one of the wide top strip). Escape, a
 * tap outside or focus leaving close it, and Escape returns focus to the button. `className`: where
 * the header shows it.
 */
export function EmergencyControl({ inStrip = false, className }: { inStrip?: boolean; className?: string }) {
  const t = useMessages(headerMessages);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // Navigating (the panel's own page link too) closes it; adjusted during render, as for MainMenu.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={clsx(styles.control, inStrip && styles.inStrip, className)}
      onBlur={(event) => {
        const leftFor = event.relatedTarget as Node | null;
        if (open && leftFor && !event.currentTarget.contains(leftFor)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onKeyDown}
      >
        <PhoneIcon size={16} />
        {t('emergency')}
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open} aria-label={t('emergencyOptions')} onKeyDown={onKeyDown}>
        <li>
          <a className={styles.call} href={telHref(HOSPITAL.nationalEmergencyNumber)}>
            {t('call112')}
          </a>
        </li>
        <li>
          <a className={styles.call} href={telHref(HOSPITAL.emergencyPhone)}>
            {t('callEmergencyLine', { phone: HOSPITAL.emergencyPhone })}
          </a>
        </li>
        <li>
          <a href={directionsHref()} target="_blank" rel="noopener noreferrer">
            {t('directions')}
            <ExternalLinkIcon size={14} />
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        </li>
        <li>
          <SiteLink to={siteHref('/emergency')}>{t('emergencyPage')}</SiteLink>
        </li>
      </ul>
    </div>
  );
}
