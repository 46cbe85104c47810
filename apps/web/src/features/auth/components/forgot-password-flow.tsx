import { Link } from 'react-router';
import { Alert, Card } from 'react-bootstrap';
import { useForgotPasswordFlow, type ForgotPasswordStep } from '../hooks/use-forgot-password-flow';
import { RequestStep, ResetStep, ValidateStep } from './forgot-password-steps';

const stepNumber: Record<ForgotPasswordStep, number> = { request: 1, validate: 2, reset: 3, success: 4 };
const titles: Record<ForgotPasswordStep, string> = {
  request: 'Mot de passe oublié',
  validate: 'Vérification du code',
  reset: 'Nouveau mot de passe',
  success: 'Mot de passe réinitialisé',
};

/** P11.1 /forgotpassword: request, validate the 6-digit code, choose a new password, success. */
export function ForgotPasswordFlow() {
  const flow = useForgotPasswordFlow();
  const { step, error, info } = flow;

  return (
    <Card className="shadow-sm border-0 w-100">
      <Card.Body className="p-4">
        <Link to={flow.loginPath} className="small text-decoration-none">
          ← Retour à la connexion
        </Link>
        <p className="text-body-secondary small mt-3 mb-1">Étape {stepNumber[step]} sur 4</p>
        <h1 className="h3 mb-3">{titles[step]}</h1>

        {error && <Alert variant="danger">{error}</Alert>}
        {info && (
          <Alert variant="success" role="status">
            {info}
            {step === 'success' && (
              <span className="d-block mt-1">Redirection vers la page de connexion...</span>
            )}
          </Alert>
        )}

        {step === 'request' && <RequestStep flow={flow} />}
        {step === 'validate' && <ValidateStep flow={flow} />}
        {step === 'reset' && <ResetStep flow={flow} />}
        {step === 'success' && (
          <Link to={flow.loginPath} className="btn btn-primary w-100">
            Se connecter
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}
