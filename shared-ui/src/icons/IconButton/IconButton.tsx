import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';
import type { IconComponent } from '../Icon/Icon';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** What the button does, for screen readers and voice control ("Close", "Next slide"). */
  label: string;
  icon: IconComponent;
  /** `plain` on light surfaces, `filled` for a teal disc, `onDark` on navy and teal surfaces. */
  variant?: 'plain' | 'filled' | 'onDark';
  /** Icon size in px; the button stays at least 44px square (WCAG 2.5.8, and thumbs). */
  iconSize?: number;
}

/** A button showing only an icon: its label is required, so it always has an accessible name. */
export function IconButton({
  label,
  icon: Icon,
  variant = 'plain',
  iconSize = 20,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={clsx(styles.button, styles[variant], className)} {...props}>
      <Icon size={iconSize} />
    </button>
  );
}
