import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import {
  authMessages,
  registerSchema,
  type LoginResponse,
  type RegisterResponse,
  type UserStatus,
} from '@lome/shared';
import { paths } from '@/config/paths';
import { fireConfetti } from '@/lib/confetti';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { keepPhoneChars } from '@/lib/phone-input';
import { PHOTO_ACCEPT, PICTURE_ACCEPT, photoError, pictureError } from '@/lib/picture-file';
import { FilePicker } from '@/components/ui/file-picker';
import { PasswordInput } from '@/components/ui/password-input';
import { useRegister } from '../api/register';
import { authActions } from '../hooks/use-auth';
import { accountTypeFromQuery } from '../utils/account-type';
import { AccountTypeCards } from './account-type-cards';
import { PasswordStrengthMeter } from './password-strength-meter';

// Spec §9: about 3.5 s in total, the success message first, then the redirect notice.
const NOTICE_DELAY_MS = 1500;
const REDIRECT_DELAY_MS = 2000;

const termsRequired = "Veuillez accepter les conditions d'utilisation et la politique de confidentialité.";

type TextFields = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  denomination_sociale: string;
  company_email: string;
  nif: string;
  rccm: string;
};
type FileField = 'picture_user' | 'picture_nif' | 'picture_ceo';

/** The profile photo may be a phone's (15 Mo); the company documents stay JPEG/PNG of 2 Mo. */
const fileError = (field: FileField, file: File) =>
  field === 'picture_user' ? photoError(file) : pictureError(file);

const empty: TextFields = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  denomination_sociale: '',
  company_email: '',
  nif: '',
  rccm: '',
};

export type ReferralSlot = (field: { onChange: (code: string) => void; serverError?: string }) => ReactNode;

type Props = {
  /** The sponsorship-code section, provided by the referral feature. */
  referral: ReferralSlot;
  /** Called once the account exists (the stored referral code has served its purpose). */
  onRegistered?: (response: RegisterResponse) => void;
};

/** Spec §2 /register: account type synchronised with `?type=`, personal, company and sponsorship sections. */
export function RegisterForm({ referral, onRegistered }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const accountType = accountTypeFromQuery(searchParams.get('type'));
  const navigate = useNavigate();
  const register = useRegister();

  // A colleague's invitation link (issue 20): the account joins the company; the e-mail is the one invited.
  const invitation = searchParams.get('invitation') ?? undefined;
  const [values, setValues] = useState<TextFields>(() => ({
    ...empty,
    email: searchParams.get('email') ?? '',
  }));
  const [files, setFiles] = useState<Partial<Record<FileField, File>>>({});
  const [sponsorCode, setSponsorCode] = useState('');
  const [terms, setTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<RegisterResponse | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // Bumped by a refused submit: the first field to fix takes the focus, in the order of the form.
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusInvalid)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')?.focus();
  }, [focusInvalid]);

  const needsPayment = !!done && done.requires_payment && done.user.user_status === 'sponsor';

  useEffect(() => {
    if (!done) return;
    const notice = window.setTimeout(() => setRedirecting(true), NOTICE_DELAY_MS);
    const go = window.setTimeout(
      () =>
        needsPayment
          ? navigate(paths.sponsorPayment, { state: { user: done.user, paymentInfo: done.payment_info } })
          : navigate(paths.login),
      NOTICE_DELAY_MS + REDIRECT_DELAY_MS,
    );
    return () => {
      window.clearTimeout(notice);
      window.clearTimeout(go);
    };
  }, [done, needsPayment, navigate]);

  const chooseType = (type: UserStatus) => {
    const next = new URLSearchParams(searchParams);
    if (type === 'particular') next.delete('type');
    else next.set('type', type);
    setSearchParams(next, { replace: true });
  };

  const set = (field: keyof TextFields) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const setFile = (field: FileField, file: File | undefined) => {
    setFiles((f) => ({ ...f, [field]: file }));
    setFieldErrors((errors) => ({
      ...errors,
      [field]: file ? (fileError(field, file) ?? undefined) : undefined,
    }));
  };

  const onSponsorCode = useCallback((code: string) => setSponsorCode(code), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    // Every field says what is wrong with it at once, spec §5's submit checks included (the schema's own words
    // under the password and its confirmation): an empty form used to say only the password's (issue 11).
    const company = accountType === 'company';
    const parsed = registerSchema.safeParse({
      ...values,
      ...(company ? {} : { denomination_sociale: '', company_email: '', nif: '', rccm: '' }),
      user_status: accountType,
      sponsor_id: sponsorCode,
      invitation_token: invitation,
    });
    const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    for (const field of ['picture_user', ...(company ? ['picture_nif', 'picture_ceo'] : [])] as FileField[]) {
      const file = files[field];
      const problem = file && fileError(field, file);
      if (problem) errors[field] = problem;
    }
    if (!terms) errors.terms = termsRequired;
    setFieldErrors(errors);
    if (!parsed.success || Object.values(errors).some(Boolean)) {
      setFocusInvalid((n) => n + 1);
      return;
    }

    const form = new FormData();
    for (const [key, value] of Object.entries(parsed.data)) {
      if (value !== undefined) form.append(key, String(value));
    }
    if (files.picture_user) form.append('picture_user', files.picture_user);
    if (company) {
      if (files.picture_nif) form.append('picture_nif', files.picture_nif);
      if (files.picture_ceo) form.append('picture_ceo', files.picture_ceo);
    }
    register.mutate(form, {
      onSuccess: (response) => {
        // A sponsor to activate gets a session with its account, so /sponsor-payment can charge it right away.
        const session = (response as RegisterResponse & Partial<Pick<LoginResponse, 'authorisation'>>)
          .authorisation;
        if (response.requires_payment && session) authActions.login(session.token, response.user);
        setDone(response);
        onRegistered?.(response);
        void fireConfetti();
      },
      onError: (error) => {
        setFieldErrors(apiFieldErrors(error));
        setFormError(`Erreur lors de l'inscription: ${error.message}`);
      },
    });
  };

  const confirmation = values.password_confirmation;
  const matches = confirmation !== '' && confirmation === values.password;
  const busy = register.isPending || !!done;

  const text = (
    field: keyof TextFields,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <Form.Group className="mb-3" controlId={`register-${field}`}>
      <Form.Label>
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        value={values[field]}
        onChange={(e) => set(field)(field === 'phone' ? keepPhoneChars(e.target.value) : e.target.value)}
        isInvalid={!!fieldErrors[field]}
        aria-invalid={!!fieldErrors[field]}
        aria-describedby={fieldErrors[field] ? `register-${field}-error` : undefined}
      />
      <Form.Control.Feedback type="invalid" id={`register-${field}-error`}>
        {fieldErrors[field]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  const picture = (field: FileField, label: string) => (
    <FilePicker
      id={`register-${field}`}
      label={label}
      accept={field === 'picture_user' ? PHOTO_ACCEPT : PICTURE_ACCEPT}
      file={files[field]}
      onChange={(file) => setFile(field, file)}
      error={fieldErrors[field]}
      hint={field === 'picture_user' ? 'JPEG, PNG ou WebP, 15 Mo maximum.' : 'JPEG ou PNG, 2 Mo maximum.'}
    />
  );

  return (
    <Card className="shadow-sm border-0 w-100">
      <Card.Body className="p-3 p-sm-4">
        <Link to={paths.home} className="small text-decoration-none">
          ← Retour à l'accueil
        </Link>
        <h1 className="h3 mt-3 mb-4">Créer un compte</h1>

        <Form noValidate onSubmit={onSubmit} ref={formRef}>
          <AccountTypeCards value={accountType} onChange={chooseType} />

          <h2 className="h5 mt-4 mb-3">Informations personnelles</h2>
          <div className="row g-0 gx-sm-3">
            <div className="col-sm-6">
              {text('firstname', 'Prénom', { autoComplete: 'given-name', required: true })}
            </div>
            <div className="col-sm-6">{text('lastname', 'Nom', { autoComplete: 'family-name' })}</div>
          </div>
          {text('email', 'Adresse e-mail', {
            type: 'email',
            autoComplete: 'email',
            required: true,
            inputMode: 'email',
          })}
          {text('phone', 'Téléphone', { type: 'tel', autoComplete: 'tel', required: true, inputMode: 'tel' })}

          <Form.Group className="mb-3" controlId="register-password">
            <Form.Label>
              Mot de passe<span aria-hidden="true"> *</span>
            </Form.Label>
            <PasswordInput
              autoComplete="new-password"
              required
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              feedback={fieldErrors.password}
              aria-describedby="register-password-help"
            />
            {values.password && <PasswordStrengthMeter password={values.password} />}
            <Form.Text id="register-password-help">
              Au moins 8 caractères, avec majuscule, minuscule, chiffre et caractère spécial.
            </Form.Text>
          </Form.Group>

          <Form.Group className="mb-3" controlId="register-password-confirmation">
            <Form.Label>
              Confirmer le mot de passe<span aria-hidden="true"> *</span>
            </Form.Label>
            <PasswordInput
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(e) => set('password_confirmation')(e.target.value)}
              feedback={fieldErrors.password_confirmation}
              isValid={matches}
            />
            {confirmation && (
              <div className={`small mt-1 ${matches ? 'text-success' : 'text-danger'}`} aria-live="polite">
                {matches ? authMessages.passwordsMatch : authMessages.passwordsMismatchLive}
              </div>
            )}
          </Form.Group>

          {picture('picture_user', 'Photo de profil (optionnel)')}

          {accountType === 'company' && (
            <>
              <h2 className="h5 mt-4 mb-3">Informations de l'entreprise</h2>
              {text('denomination_sociale', 'Dénomination sociale', {
                autoComplete: 'organization',
                required: true,
              })}
              {text('company_email', "E-mail de l'entreprise", { type: 'email', inputMode: 'email' })}
              <div className="row g-0 gx-sm-3">
                <div className="col-sm-6">{text('nif', 'NIF')}</div>
                <div className="col-sm-6">{text('rccm', 'RCCM')}</div>
              </div>
              {picture('picture_nif', 'Document NIF (image)')}
              {picture('picture_ceo', 'Photo du dirigeant')}
            </>
          )}

          <h2 className="h5 mt-4 mb-3">Parrainage</h2>
          {referral({ onChange: onSponsorCode, serverError: fieldErrors.sponsor_id })}

          <Form.Group className="mt-4 mb-3" controlId="register-terms">
            <Form.Check>
              <Form.Check.Input
                checked={terms}
                onChange={(e) => {
                  setTerms(e.target.checked);
                  setFieldErrors((errors) => ({ ...errors, terms: undefined }));
                }}
                isInvalid={!!fieldErrors.terms}
                required
              />
              <Form.Check.Label>
                J'accepte les{' '}
                <Link to={paths.terms} target="_blank" rel="noopener">
                  conditions d'utilisation
                </Link>{' '}
                et la{' '}
                <Link to={paths.privacy} target="_blank" rel="noopener">
                  politique de confidentialité
                </Link>
              </Form.Check.Label>
              <Form.Control.Feedback type="invalid">{fieldErrors.terms}</Form.Control.Feedback>
            </Form.Check>
          </Form.Group>

          {formError && (
            <Alert variant="danger" role="alert">
              {formError}
            </Alert>
          )}

          {done && (
            <Alert variant="success" role="status">
              <p className="mb-1 fw-semibold">{done.message || authMessages.registerSuccess}</p>
              {redirecting && (
                <p className="mb-0">
                  {needsPayment
                    ? 'Redirection vers le paiement...'
                    : 'Redirection vers la page de connexion...'}
                </p>
              )}
            </Alert>
          )}

          <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy}>
            {register.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Créer mon compte
          </Button>
        </Form>

        <p className="text-center mt-4 mb-0">
          Déjà un compte ? <Link to={paths.login}>Se connecter</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
