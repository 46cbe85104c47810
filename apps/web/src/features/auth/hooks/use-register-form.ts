import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { registerSchema, type RegisterResponse, type UserStatus } from '@lome/shared';
import { paths } from '@/config/paths';
import { fireConfetti } from '@/lib/confetti';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { photoError, pictureError } from '@/lib/picture-file';
import { useRegister } from '../api/register';
import { accountTypeFromQuery } from '../utils/account-type';
import { redirectTarget } from '../utils/redirect-target';
import { authActions } from './use-auth';

// P11.7: about 3.5 s in total, the success message first, then the redirect notice.
const NOTICE_DELAY_MS = 1500;
const REDIRECT_DELAY_MS = 2000;

const termsRequired = "Veuillez accepter les conditions d'utilisation et la politique de confidentialité.";

export type RegisterTextFields = {
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
export type RegisterFileField = 'picture_user' | 'picture_nif' | 'picture_ceo';

/** The profile photo may be a phone's (15 Mo); the company documents stay JPEG/PNG of 2 Mo. */
const fileError = (field: RegisterFileField, file: File) =>
  field === 'picture_user' ? photoError(file) : pictureError(file);

const empty: RegisterTextFields = {
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

/**
 * Takes the new customer, signed in, to the page that follows a new account: the sponsor's payment, else where
 * they were going (the cart's login dialog, a page that asked them to sign in), else the home page.
 */
function useRedirectAfter(done: RegisterResponse | null, needsPayment: boolean) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [target] = useState(() => redirectTarget(state, paths.home));
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    if (!done) return;
    const notice = window.setTimeout(() => setRedirecting(true), NOTICE_DELAY_MS);
    const go = window.setTimeout(
      () =>
        needsPayment
          ? navigate(paths.sponsorPayment, { state: { user: done.user, paymentInfo: done.payment_info } })
          : navigate(target, { replace: true }),
      NOTICE_DELAY_MS + REDIRECT_DELAY_MS,
    );
    return () => {
      window.clearTimeout(notice);
      window.clearTimeout(go);
    };
  }, [done, needsPayment, navigate, target]);
  return redirecting;
}

/** The registration form's state: account type in `?type=`, every field checked at once, the account sent. */
export function useRegisterForm(onRegistered?: (response: RegisterResponse) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const accountType = accountTypeFromQuery(searchParams.get('type'));
  const register = useRegister();

  // A colleague's invitation link: the account joins the company; the e-mail is the one invited.
  const invitation = searchParams.get('invitation') ?? undefined;
  const [values, setValues] = useState<RegisterTextFields>(() => ({
    ...empty,
    email: searchParams.get('email') ?? '',
  }));
  const [files, setFiles] = useState<Partial<Record<RegisterFileField, File>>>({});
  const [sponsorCode, setSponsorCode] = useState('');
  const [terms, setTermsValue] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<RegisterResponse | null>(null);
  // Bumped by a refused submit: the first field to fix takes the focus, in the order of the form.
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusInvalid)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')?.focus();
  }, [focusInvalid]);

  const needsPayment = !!done && done.requires_payment && done.user.user_status === 'sponsor';
  const redirecting = useRedirectAfter(done, needsPayment);

  const chooseType = (type: UserStatus) => {
    const next = new URLSearchParams(searchParams);
    if (type === 'particular') next.delete('type');
    else next.set('type', type);
    setSearchParams(next, { replace: true });
  };

  const set = (field: keyof RegisterTextFields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const setFile = (field: RegisterFileField, file: File | undefined) => {
    setFiles((f) => ({ ...f, [field]: file }));
    setFieldErrors((errors) => ({
      ...errors,
      [field]: file ? (fileError(field, file) ?? undefined) : undefined,
    }));
  };

  const setTerms = (accepted: boolean) => {
    setTermsValue(accepted);
    setFieldErrors((errors) => ({ ...errors, terms: undefined }));
  };

  const onSponsorCode = useCallback((code: string) => setSponsorCode(code), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    // Every field says what is wrong with it at once, P11.6's submit checks included (the schema's own words
    // under the password and its confirmation).
    const company = accountType === 'company';
    const parsed = registerSchema.safeParse({
      ...values,
      ...(company ? {} : { denomination_sociale: '', company_email: '', nif: '', rccm: '' }),
      user_status: accountType,
      sponsor_id: sponsorCode,
      invitation_token: invitation,
    });
    const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    const fileFields: RegisterFileField[] = [
      'picture_user',
      ...(company ? (['picture_nif', 'picture_ceo'] as const) : []),
    ];
    for (const field of fileFields) {
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
    for (const field of fileFields) {
      const file = files[field];
      if (file) form.append(field, file);
    }
    register.mutate(form, {
      onSuccess: (response) => {
        // Signed in at once with the new account's session; a sponsor to activate pays with it on /sponsor-payment.
        if (response.authorisation) authActions.login(response.authorisation.token, response.user);
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

  return {
    accountType,
    chooseType,
    values,
    set,
    files,
    setFile,
    terms,
    setTerms,
    onSponsorCode,
    fieldErrors,
    formError,
    done,
    needsPayment,
    redirecting,
    formRef,
    onSubmit,
    pending: register.isPending,
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
