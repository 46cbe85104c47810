import { cloneElement, useId, useState, type ReactElement } from 'react';
import Tooltip from 'react-bootstrap/Tooltip';
import './hint-tooltip.css';

type HintTooltipProps = {
  text: string;
  /** One focusable element (a link or a button); it gets the tooltip as its description. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
};

/**
 * A Bootstrap tooltip under its trigger, shown on hover and keyboard focus, dismissed with Escape (WCAG 1.4.13).
 * Positioned by CSS: react-bootstrap's OverlayTrigger would bring Popper into every page's first download.
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
      <Tooltip id={id} placement="bottom" className="hint-tooltip">
        {text}
      </Tooltip>
    </span>
  );
}
