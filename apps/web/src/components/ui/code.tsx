import type { ReactNode } from 'react';

/** An order's or reservation's code (CMD-…, RES-…): kept on one line, never broken at its hyphens. */
export function Code({ children }: { children: ReactNode }) {
  return <span className="text-nowrap">{children}</span>;
}
