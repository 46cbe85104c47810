import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  authMessages,
  forgotPasswordSchema,
  resetPasswordSchema,
  validateResetCodeSchema,
} from '@lome/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetCode } from '../api/validate-reset-code';
import { redirectTarget, withReturn } from '../utils/redirect-target';
import { useDelayedNavigate } from './use-delayed-navigate';

const SUCCESS_REDIRECT_MS = 2000;

export type ForgotPasswordStep = 'request' | 'validate' | 'reset' | 'success';

/** P11.8: a server message when there is one, else the network or generic fallback. */
function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'Erreur de réseau';
  return errorText(error, "Une erreur s'est produite lors de l'envoi de la demande");
}

// The code itself was refused (wrong, used, expired, too many tries), as opposed to a rate limit or an outage.
const codeRefused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 429;

/** The forgotten-password steps' fields, messages and submissions: request, validate the code, reset. */
export function useForgotPasswordFlow() {
  const [searchParams] = useSearchParams();
  const linkCode = searchParams.get('code') ?? '';
  const linkEmail = searchParams.get('email') ?? '';
  // The page the login was for (an invitation): the way back to the login keeps it.
  const loginPath = withReturn(paths.login, redirectTarget(null, '', `?${searchParams.toString()}`));
  // The e-mail's link carries both: the visitor lands on the code step with them filled in.
  const [step, setStep] = useState<ForgotPasswordStep>(linkCode && linkEmail ? 'validate' : 'request');
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

  const go = (next: ForgotPasswordStep, message: { error?: string; info?: string } = {}) => {
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
        navigateLater(loginPath, SUCCESS_REDIRECT_MS, { replace: true });
      },
      onError: (err) => setError(errorText(err, 'Erreur de réinitialisation')),
    });
  };

  return {
    step,
    error,
    info,
    loginPath,
    fieldErrors,
    fields: { email, code, password, confirmation },
    setEmail,
    setCode,
    setPassword,
    setConfirmation,
    pending: { request: request.isPending, validate: validate.isPending, reset: reset.isPending },
    restart: () => go('request'),
    onRequest,
    onValidate,
    onReset,
  };
}

export type ForgotPasswordFlowState = ReturnType<typeof useForgotPasswordFlow>;
