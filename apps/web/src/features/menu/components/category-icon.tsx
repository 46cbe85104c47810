import type { ReactNode } from 'react';
import { SvgIcon } from '@/components/ui/svg-icon';
import { categoryIconKind, type CategoryIconKind } from '../utils/categories';

// Inline SVG so no icon font is downloaded; stroke icons drawn on a 24x24 grid.
const shapes: Record<CategoryIconKind, ReactNode> = {
  // A bowl of salad: starters.
  starter: (
    <>
      <path d="M3 12h18a9 9 0 0 1-18 0Z" />
      <path d="M7 12c0-3 2-5 5-5s5 2 5 5" />
      <path d="M12 7V4" />
    </>
  ),
  // An ice-cream cone: desserts and vegan sweets.
  dessert: (
    <>
      <path d="M7 10a5 5 0 0 1 10 0Z" />
      <path d="M7 10l5 11 5-11" />
    </>
  ),
  // Fork and knife: every other category.
  default: (
    <>
      <path d="M7 3v18" />
      <path d="M4 3v5a3 3 0 0 0 6 0V3" />
      <path d="M17 21V3c-2 1-3 4-3 7s1 4 3 4" />
    </>
  ),
};

/** The icon derived from a category's name (P12.3); decorative, the name is always written beside it. */
export function CategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  return <SvgIcon size={size}>{shapes[categoryIconKind(name)]}</SvgIcon>;
}
