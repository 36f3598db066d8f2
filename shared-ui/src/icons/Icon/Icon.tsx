import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px. */
  size?: number;
  className?: string;
}

export type IconComponent = (props: IconProps) => ReactNode;

/**
 * Icons are decorative: hidden from assistive technology, drawn in the text colour. What they mean
 * is said by the text beside them or by the label of the IconButton holding them.
 */
export function createIcon(name: string, shape: ReactNode, { filled = false }: { filled?: boolean } = {}) {
  function Icon({ size = 20, className }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        {shape}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon as IconComponent;
}
