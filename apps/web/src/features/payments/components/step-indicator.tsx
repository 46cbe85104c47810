/** 'Étape 2 sur 4 : Paiement' with a progress bar, for the multi-step payment dialogs. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const percent = Math.round(((current + 1) / steps.length) * 100);
  return (
    <div className="mb-3">
      <p className="small text-body-secondary mb-1">
        Étape {current + 1} sur {steps.length} : <strong className="text-body">{steps[current]}</strong>
      </p>
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
