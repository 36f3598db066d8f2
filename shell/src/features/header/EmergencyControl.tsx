import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SiteLink, siteHref } from 'shared-ui';
import { directionsHref, HOSPITAL, telHref } from 'contract/hospital';
import { useLocation } from 'shared-ui/router';
import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import { ExternalLinkIcon, PhoneIcon } from 'shared-ui/icons';
import { headerMessages } from './headerMessages';
import { servedOpen } from './servedHeader';
import styles from './EmergencyControl.module.css';

/**
 * The header's red Emergency button, on every page and width: a disclosure with tap-to-call 112, the
 * emergency department's line, directions to the hospital and the /emergency page. One button keeps
 * the phone header as tall as before (`inStrip`: the smaller one of the wide top strip). A native
 * <details>, so the server's HTML opens at a tap or a key from the first paint, before any script
 * (and without one); the live control starts as the visitor left the server's. Escape, a tap outside
 * or focus leaving close it, and Escape returns focus to the button. `className`: where the header
 * shows it.
 */
export function EmergencyControl({ inStrip = false, className }: { inStrip?: boolean; className?: string }) {
  const t = useMessages(headerMessages);
  const [open, setOpen] = useState(() => servedOpen('emergency'));
  const rootRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
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

  // Escape reads and closes the <details> itself, not the state: a key pressed just after the tap
  // that opened it can come before the browser's toggle event (a task queued after the opening) has
  // told React, and would be ignored with the panel in view.
  const onKeyDown = (event: KeyboardEvent) => {
    const details = rootRef.current;
    if (event.key !== 'Escape' || !details?.open) return;
    event.stopPropagation();
    details.open = false;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <details
      ref={rootRef}
      data-disclosure="emergency"
      className={clsx(styles.control, inStrip && styles.inStrip, className)}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const leftFor = event.relatedTarget as Node | null;
        if (open && leftFor && !event.currentTarget.contains(leftFor)) setOpen(false);
      }}
    >
      <summary ref={buttonRef} className={styles.button}>
        <PhoneIcon size={16} />
        {t('emergency')}
      </summary>
      <ul className={styles.panel} aria-label={t('emergencyOptions')}>
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
    </details>
  );
}
