import { passwordStrength } from '@lome/shared';

// Bootstrap's plain warning yellow is unreadable as text on white; the emphasis shades pass contrast.
const textClass = {
  danger: 'text-danger',
  warning: 'text-warning-emphasis',
  success: 'text-success',
} as const;

/** P10.4: score out of 100 (20 per criterion), coloured danger / warning / success, labelled Faible / Moyen / Fort. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, color, label } = passwordStrength(password);
  return (
    <div className="mt-2">
      <div
        className="progress"
        role="progressbar"
        aria-label="Force du mot de passe"
        aria-valuenow={score}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${label} (${score}/100)`}
        style={{ height: 6 }}
      >
        <div className={`progress-bar bg-${color}`} style={{ width: `${score}%` }} />
      </div>
      <div className="d-flex justify-content-between small mt-1">
        <span className="text-body-secondary">Force du mot de passe</span>
        <span className={textClass[color]} data-testid="password-strength" aria-live="polite">
          <strong>{label}</strong> ({score}/100)
        </span>
      </div>
    </div>
  );
}
