import type { ReactNode } from 'react';

/**
 * The frame of every inline icon: a 24x24 stroke drawing in the text colour, hidden from assistive technology
 * because its meaning is always written beside it.
 */
export function SvgIcon({
  size,
  className,
  children,
}: {
  size: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
