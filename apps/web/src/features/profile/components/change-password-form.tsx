import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { authMessages, changePasswordSchema } from '@lome/shared';
import { apiFieldErrors, errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';

const empty = { current_password: '', new_password: '', new_password_confirmation: '' };

/** P11.1 profile, second tab: current password, new one (at least 6 characters) and its confirmation. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const change = useChangePassword();

  const set = (name: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFieldErrors((errors) => ({ ...errors, [name]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return setFieldErrors(zodFieldErrors(parsed.error));
    setFieldErrors({});
    change.mutate(parsed.data, {
      onSuccess: (res) => {
        setValues(empty);
        setSaved(res.message || authMessages.passwordChanged);
      },
      onError: (error) => setFieldErrors(apiFieldErrors(error)),
    });
  };

  const field = (name: keyof typeof empty, label: string, autoComplete: string, help?: string) => (
    <Form.Group className="mb-3" controlId={`password-${name}`}>
      <Form.Label>{label}</Form.Label>
      <PasswordInput
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        feedback={fieldErrors[name]}
      />
      {help && <Form.Text>{help}</Form.Text>}
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={onSubmit} style={{ maxWidth: 480 }}>
      {saved && (
        <Alert variant="success" role="status" onClose={() => setSaved(null)} dismissible closeLabel="Fermer">
          {saved}
        </Alert>
      )}
      {change.isError && !Object.keys(apiFieldErrors(change.error)).length && (
        <Alert variant="danger">{errorText(change.error, 'Erreur lors du changement de mot de passe')}</Alert>
      )}
      {field('current_password', 'Mot de passe actuel', 'current-password')}
      {field('new_password', 'Nouveau mot de passe', 'new-password', 'Au moins 6 caractères.')}
      {field('new_password_confirmation', 'Confirmer le nouveau mot de passe', 'new-password')}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Changer le mot de passe
      </Button>
    </Form>
  );
}
