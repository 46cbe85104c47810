import { useEffect, useRef } from 'react';

/**
 * 'Étape 2 sur 4 : Paiement' with a progress bar, for the multi-step payment dialogs. The step's name is a
 * heading that takes the focus when the step changes, so a screen reader hears where it now is.
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    // Not on the first render: the dialog itself takes the focus when it opens.
    if (shown.current !== current) heading.current?.focus();
    shown.current = current;
  }, [current]);

  const percent = Math.round(((current + 1) / steps.length) * 100);
  return (
    <div className="mb-3">
      <h3 ref={heading} tabIndex={-1} className="small fw-normal text-body-secondary mb-1">
        Étape {current + 1} sur {steps.length} : <strong className="text-body">{steps[current]}</strong>
      </h3>
      <div
        className="progress"
        role="progressbar"
        aria-label="Progression"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ height: 6 }}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
