import type { ComponentPropsWithRef, ReactNode } from 'react';
import { clsx } from 'clsx';
import { SiteLink } from '../SiteLink/SiteLink';
import type { SiteLinkProps } from '../SiteLink/SiteLink';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';

interface LookProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
}

const classesFor = ({ variant = 'primary', size = 'normal' }: LookProps, className?: string) =>
  clsx(styles.button, styles[variant], size === 'small' && styles.small, className);

export type ButtonProps = ComponentPropsWithRef<'button'> & LookProps & { children: ReactNode };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={classesFor({ variant, size }, className)} {...props} />;
}

export type ButtonLinkProps = SiteLinkProps & LookProps;

/** A link that looks like a button: it navigates, so it stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <SiteLink className={classesFor({ variant, size }, className)} {...props} />;
}
