import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { PhoneIcon } from 'shared-ui/icons';
import { telHref } from 'contract/hospital';
import styles from './CallLink.module.css';

export interface CallLinkProps {
  /** A number as written in contract/hospital ("+91 129 400 0108") or a short code ("112"). */
  phone: string;
  children: ReactNode;
  /** `button` looks like the kit's primary button; `onDark` sits on navy and teal bands. */
  look?: 'button' | 'onDark' | 'text';
  className?: string;
}

/**
 * A `tel:` link: a phone dials it in one tap. The kit's ButtonLink only takes the site's own pages,
 * so a call that looks like a button is drawn here (to move to shared-ui with the next kit release).
 */
export function CallLink({ phone, children, look = 'button', className }: CallLinkProps) {
  return (
    <a href={telHref(phone)} className={clsx(styles.link, styles[look], className)}>
      <PhoneIcon size={18} />
      <span>{children}</span>
    </a>
  );
}
