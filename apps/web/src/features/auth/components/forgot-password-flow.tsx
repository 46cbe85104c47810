import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import {
  authMessages,
  forgotPasswordSchema,
  resetPasswordSchema,
  validateResetCodeSchema,
} from '@lome/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetCode } from '../api/validate-reset-code';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';

const SUCCESS_REDIRECT_MS = 2000;

type Step = 'request' | 'validate' | 'reset' | 'success';
const stepNumber: Record<Step, number> = { request: 1, validate: 2, reset: 3, success: 4 };
const titles: Record<Step, string> = {
  request: 'Mot de passe oublié',
  validate: 'Vérification du code',
  reset: 'Nouveau mot de passe',
  success: 'Mot de passe réinitialisé',
};

/** Spec §8: a server message when there is one, else the network or generic fallback. */
function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'Erreur de réseau';
  return errorText(error, "Une erreur s'est produite lors de l'envoi de la demande");
}

// The code itself was refused (wrong, used, expired, too many tries), as opposed to a rate limit or an outage.
const codeRefused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 429;

/** Spec §2 /forgotpassword: request, validate the 6-digit code, choose a new password, success. */
export function ForgotPasswordFlow() {
  const [searchParams] = useSearchParams();
  const linkCode = searchParams.get('code') ?? '';
  const linkEmail = searchParams.get('email') ?? '';
  // The e-mail's link carries both: the visitor lands on the code step with them filled in.
  const [step, setStep] = useState<Step>(linkCode && linkEmail ? 'validate' : 'request');
  const [email, setEmail] = useState(linkEmail);
  const [code, setCode] = useState(linkCode);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const request = useRequestPasswordReset();
  const validate = useValidateResetCode();
  const reset = useResetPassword();
  const navigateLater = useDelayedNavigate();

  const go = (next: Step, message: { error?: string; info?: string } = {}) => {
    setStep(next);
    setError(message.error ?? null);
    setInfo(message.info ?? null);
    setFieldErrors({});
  };

  const onRequest = (e: FormEvent) => {
    e.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setFieldErrors(zodFieldErrors(parsed.error));
    setError(null);
    request.mutate(parsed.data, {
      onSuccess: (res) =>
        res.success
          ? go('validate', { info: res.message })
          : setError(res.message || "Une erreur s'est produite lors de l'envoi de la demande"),
      onError: (err) => setError(requestErrorText(err)),
    });
  };

  const onValidate = (e: FormEvent) => {
    e.preventDefault();
    const parsed = validateResetCodeSchema.safeParse({ code, email });
    if (!parsed.success) return setFieldErrors(zodFieldErrors(parsed.error));
    setError(null);
    validate.mutate(parsed.data, {
      onSuccess: (res) =>
        res.success
          ? go('reset', { info: res.message })
          : go('request', { error: authMessages.resetCodeInvalid }),
      onError: (err) => {
        if (codeRefused(err)) {
          setCode('');
          go('request', { error: authMessages.resetCodeInvalid });
        } else setError(errorText(err, 'Code invalide'));
      },
    });
  };

  const onReset = (e: FormEvent) => {
    e.preventDefault();
    const parsed = resetPasswordSchema.safeParse({
      code,
      email,
      password,
      password_confirmation: confirmation,
      platform: 'web',
    });
    if (!parsed.success) return setFieldErrors(zodFieldErrors(parsed.error));
    setError(null);
    reset.mutate(parsed.data, {
      onSuccess: (res) => {
        go('success', { info: res.message || authMessages.resetDone });
        navigateLater(paths.login, SUCCESS_REDIRECT_MS, { replace: true });
      },
      onError: (err) => setError(errorText(err, 'Erreur de réinitialisation')),
    });
  };

  return (
    <Card className="shadow-sm border-0 w-100">
      <Card.Body className="p-4">
        <Link to={paths.login} className="small text-decoration-none">
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

        {step === 'request' && (
          <Form noValidate onSubmit={onRequest}>
            <p className="text-body-secondary">
              Saisissez l'adresse e-mail de votre compte : nous vous enverrons un code à 6 chiffres.
            </p>
            <Form.Group className="mb-3" controlId="reset-email">
              <Form.Label>Adresse e-mail</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                isInvalid={!!fieldErrors.email}
                required
              />
              <Form.Control.Feedback type="invalid">{fieldErrors.email}</Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" className="w-100" disabled={request.isPending}>
              {request.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Envoyer le code
            </Button>
          </Form>
        )}

        {step === 'validate' && (
          <Form noValidate onSubmit={onValidate}>
            <p className="text-body-secondary">
              Saisissez le code reçu à l'adresse <strong>{email}</strong>.
            </p>
            <Form.Group className="mb-3" controlId="reset-code">
              <Form.Label>Code de réinitialisation</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                isInvalid={!!fieldErrors.code}
                className="fs-4 text-center"
                style={{ letterSpacing: '0.5em' }}
                required
              />
              <Form.Control.Feedback type="invalid">{fieldErrors.code}</Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" className="w-100" disabled={validate.isPending}>
              {validate.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Vérifier le code
            </Button>
            <Button variant="link" className="w-100 mt-2" onClick={() => go('request')}>
              Demander un nouveau code
            </Button>
          </Form>
        )}

        {step === 'reset' && (
          <Form noValidate onSubmit={onReset}>
            <Form.Group className="mb-3" controlId="reset-password">
              <Form.Label>Nouveau mot de passe</Form.Label>
              <PasswordInput
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                feedback={fieldErrors.password}
                required
              />
              <Form.Text>Au moins 6 caractères.</Form.Text>
            </Form.Group>
            <Form.Group className="mb-3" controlId="reset-password-confirmation">
              <Form.Label>Confirmer le mot de passe</Form.Label>
              <PasswordInput
                autoComplete="new-password"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
                feedback={fieldErrors.password_confirmation}
                required
              />
              {confirmation && !fieldErrors.password_confirmation && (
                <div
                  className={`small mt-1 ${confirmation === password ? 'text-success' : 'text-danger'}`}
                  aria-live="polite"
                >
                  {confirmation === password
                    ? authMessages.passwordsMatch
                    : authMessages.passwordsMismatchLive}
                </div>
              )}
            </Form.Group>
            <Button type="submit" className="w-100" disabled={reset.isPending}>
              {reset.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Réinitialiser le mot de passe
            </Button>
          </Form>
        )}

        {step === 'success' && (
          <Link to={paths.login} className="btn btn-primary w-100">
            Se connecter
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}
