import { Button, Form, Spinner } from 'react-bootstrap';
import { authMessages } from '@lome/shared';
import { PasswordInput } from '@/components/ui/password-input';
import type { ForgotPasswordFlowState } from '../hooks/use-forgot-password-flow';

type StepProps = { flow: ForgotPasswordFlowState };

function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" className="w-100" disabled={pending}>
      {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** Step 1: the account's e-mail address, to which the code is sent. */
export function RequestStep({ flow }: StepProps) {
  return (
    <Form noValidate onSubmit={flow.onRequest}>
      <p className="text-body-secondary">
        Saisissez l'adresse e-mail de votre compte : nous vous enverrons un code à 6 chiffres.
      </p>
      <Form.Group className="mb-3" controlId="reset-email">
        <Form.Label>Adresse e-mail</Form.Label>
        <Form.Control
          type="email"
          autoComplete="email"
          value={flow.fields.email}
          onChange={(e) => flow.setEmail(e.target.value)}
          isInvalid={!!flow.fieldErrors.email}
          required
        />
        <Form.Control.Feedback type="invalid">{flow.fieldErrors.email}</Form.Control.Feedback>
      </Form.Group>
      <SubmitButton pending={flow.pending.request}>Envoyer le code</SubmitButton>
    </Form>
  );
}

/** Step 2: the 6-digit code received by e-mail. */
export function ValidateStep({ flow }: StepProps) {
  return (
    <Form noValidate onSubmit={flow.onValidate}>
      <p className="text-body-secondary">
        Saisissez le code reçu à l'adresse <strong>{flow.fields.email}</strong>.
      </p>
      <Form.Group className="mb-3" controlId="reset-code">
        <Form.Label>Code de réinitialisation</Form.Label>
        <Form.Control
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={flow.fields.code}
          onChange={(e) => flow.setCode(e.target.value.replace(/\D/g, ''))}
          isInvalid={!!flow.fieldErrors.code}
          className="fs-4 text-center"
          style={{ letterSpacing: '0.5em' }}
          required
        />
        <Form.Control.Feedback type="invalid">{flow.fieldErrors.code}</Form.Control.Feedback>
      </Form.Group>
      <SubmitButton pending={flow.pending.validate}>Vérifier le code</SubmitButton>
      <Button variant="link" className="w-100 mt-2" onClick={flow.restart}>
        Demander un nouveau code
      </Button>
    </Form>
  );
}

/** Step 3: the new password, typed twice. */
export function ResetStep({ flow }: StepProps) {
  const { password, confirmation } = flow.fields;
  return (
    <Form noValidate onSubmit={flow.onReset}>
      <Form.Group className="mb-3" controlId="reset-password">
        <Form.Label>Nouveau mot de passe</Form.Label>
        <PasswordInput
          autoComplete="new-password"
          value={password}
          onChange={(e) => flow.setPassword(e.target.value)}
          feedback={flow.fieldErrors.password}
          required
        />
        <Form.Text>Au moins 6 caractères.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="reset-password-confirmation">
        <Form.Label>Confirmer le mot de passe</Form.Label>
        <PasswordInput
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => flow.setConfirmation(e.target.value)}
          feedback={flow.fieldErrors.password_confirmation}
          required
        />
        {confirmation && !flow.fieldErrors.password_confirmation && (
          <div
            className={`small mt-1 ${confirmation === password ? 'text-success' : 'text-danger'}`}
            aria-live="polite"
          >
            {confirmation === password ? authMessages.passwordsMatch : authMessages.passwordsMismatchLive}
          </div>
        )}
      </Form.Group>
      <SubmitButton pending={flow.pending.reset}>Réinitialiser le mot de passe</SubmitButton>
    </Form>
  );
}
