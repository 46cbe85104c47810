import { ProgressBar } from 'react-bootstrap';
import { passwordStrength } from '@lome/shared';

// Bootstrap's plain warning yellow is unreadable as text on white; the emphasis shades pass contrast.
const textClass = {
  danger: 'text-danger',
  warning: 'text-warning-emphasis',
  success: 'text-success',
} as const;

/** Spec §5: score out of 100 (20 per criterion), coloured danger / warning / success, labelled Faible / Moyen / Fort. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, color, label } = passwordStrength(password);
  return (
    <div id={id} className="mt-2" aria-live="polite">
      <ProgressBar
        now={score}
        variant={color}
        style={{ height: 6 }}
        aria-label="Force du mot de passe"
        aria-valuetext={`${label} (${score}/100)`}
      />
      <div className="d-flex justify-content-between small mt-1">
        <span className="text-body-secondary">Force du mot de passe</span>
        <span className={textClass[color]} data-testid="password-strength">
          <strong>{label}</strong> ({score}/100)
        </span>
      </div>
    </div>
  );
}
