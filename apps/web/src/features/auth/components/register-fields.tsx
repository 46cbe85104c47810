import { Link } from 'react-router';
import { Alert, Form } from 'react-bootstrap';
import { authMessages } from '@lome/shared';
import { paths } from '@/config/paths';
import { keepPhoneChars } from '@/lib/phone-input';
import { PHOTO_ACCEPT, PICTURE_ACCEPT } from '@/lib/picture-file';
import { controlClass, Field, invalidProps } from '@/components/form';
import { FilePicker } from '@/components/ui/file-picker';
import { PasswordInput } from '@/components/ui/password-input';
import type { RegisterFileField, RegisterFormState, RegisterTextFields } from '../hooks/use-register-form';
import { PasswordStrengthMeter } from './password-strength-meter';

type FormProp = { form: RegisterFormState };

type TextProps = FormProp & {
  field: keyof RegisterTextFields;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'tel' | 'email';
};

/** One text field of the form, with the shared schema's message under it. */
export function RegisterText({
  form,
  field,
  label,
  type = 'text',
  autoComplete,
  required,
  inputMode,
}: TextProps) {
  const id = `register-${field}`;
  const error = form.fieldErrors[field];
  return (
    <Field
      className="mb-3"
      id={id}
      label={
        <>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </>
      }
      error={error}
      errorId={`${id}-error`}
    >
      <input
        id={id}
        type={type}
        className={controlClass('form-control', error)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        value={form.values[field]}
        onChange={(e) => form.set(field, field === 'phone' ? keepPhoneChars(e.target.value) : e.target.value)}
        {...invalidProps(error, `${id}-error`)}
      />
    </Field>
  );
}

/** A picture: the profile photo (a phone's, 15 Mo) or a company document (JPEG/PNG, 2 Mo). */
export function RegisterPicture({
  form,
  field,
  label,
}: FormProp & { field: RegisterFileField; label: string }) {
  const photo = field === 'picture_user';
  return (
    <FilePicker
      id={`register-${field}`}
      label={label}
      accept={photo ? PHOTO_ACCEPT : PICTURE_ACCEPT}
      file={form.files[field]}
      onChange={(file) => form.setFile(field, file)}
      error={form.fieldErrors[field]}
      hint={photo ? 'JPEG, PNG ou WebP, 15 Mo maximum.' : 'JPEG ou PNG, 2 Mo maximum.'}
    />
  );
}

/** The password with its strength, and its confirmation with whether both match as it is typed. */
export function RegisterPasswords({ form }: FormProp) {
  const { values, fieldErrors } = form;
  const confirmation = values.password_confirmation;
  const matches = confirmation !== '' && confirmation === values.password;
  return (
    <>
      <Form.Group className="mb-3" controlId="register-password">
        <Form.Label>
          Mot de passe<span aria-hidden="true"> *</span>
        </Form.Label>
        <PasswordInput
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => form.set('password', e.target.value)}
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
          onChange={(e) => form.set('password_confirmation', e.target.value)}
          feedback={fieldErrors.password_confirmation}
          isValid={matches}
        />
        {confirmation && (
          <div className={`small mt-1 ${matches ? 'text-success' : 'text-danger'}`} aria-live="polite">
            {matches ? authMessages.passwordsMatch : authMessages.passwordsMismatchLive}
          </div>
        )}
      </Form.Group>
    </>
  );
}

/** The company's section, for a company account only. */
export function RegisterCompanyFields({ form }: FormProp) {
  return (
    <>
      <h2 className="h5 mt-4 mb-3">Informations de l'entreprise</h2>
      <RegisterText
        form={form}
        field="denomination_sociale"
        label="Dénomination sociale"
        autoComplete="organization"
        required
      />
      <RegisterText
        form={form}
        field="company_email"
        label="E-mail de l'entreprise"
        type="email"
        inputMode="email"
      />
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <RegisterText form={form} field="nif" label="NIF" />
        </div>
        <div className="col-sm-6">
          <RegisterText form={form} field="rccm" label="RCCM" />
        </div>
      </div>
      <RegisterPicture form={form} field="picture_nif" label="Document NIF (image)" />
      <RegisterPicture form={form} field="picture_ceo" label="Photo du dirigeant" />
    </>
  );
}

/** The terms to accept, opened in a new tab. */
export function RegisterTerms({ form }: FormProp) {
  return (
    <Form.Group className="mt-4 mb-3" controlId="register-terms">
      <Form.Check>
        <Form.Check.Input
          checked={form.terms}
          onChange={(e) => form.setTerms(e.target.checked)}
          isInvalid={!!form.fieldErrors.terms}
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
        <Form.Control.Feedback type="invalid">{form.fieldErrors.terms}</Form.Control.Feedback>
      </Form.Check>
    </Form.Group>
  );
}

/** The account made, then where the customer is being taken. */
export function RegisterDone({ form }: FormProp) {
  const { done, redirecting, needsPayment } = form;
  if (!done) return null;
  return (
    <Alert variant="success" role="status">
      <p className="mb-1 fw-semibold">{done.message || authMessages.registerSuccess}</p>
      {redirecting && (
        <p className="mb-0">
          {needsPayment ? 'Redirection vers le paiement...' : 'Vous êtes connecté. Redirection...'}
        </p>
      )}
    </Alert>
  );
}
