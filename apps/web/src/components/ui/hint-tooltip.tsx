import { cloneElement, useId, useState, type ReactElement } from 'react';
import './hint-tooltip.css';

type HintTooltipProps = {
  text: string;
  /** One focusable element (a link or a button); it gets the tooltip as its description. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
};

/**
 * A Bootstrap tooltip under its trigger, shown on hover and keyboard focus, dismissed with Escape (WCAG 1.4.13).
 * Positioned by CSS: react-bootstrap's OverlayTrigger would bring Popper into every page's first download. The
 * markup is react-bootstrap's Tooltip's, written out: its component brought classnames, its theme context and
 * placement helpers (about 1 KB gzip) into the entry for one static <div> (decision 0004).
 */
export function HintTooltip({ text, children }: HintTooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className={`hint${dismissed ? ' hint-dismissed' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <div id={id} role="tooltip" x-placement="bottom" className="hint-tooltip tooltip bs-tooltip-bottom">
        <div className="tooltip-arrow" />
        <div className="tooltip-inner">{text}</div>
      </div>
    </span>
  );
}
