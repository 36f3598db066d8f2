import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './PageBanner.module.css';

export interface PageBannerProps {
  title: string;
  subtitle?: ReactNode;
  className?: string;
}

/** The band at the top of an inner page; its title is the page's one h1. */
export function PageBanner({ title, subtitle, className }: PageBannerProps) {
  return (
    <header className={clsx(styles.banner, className)}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
