import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { riderAccountSchema, riderMessages, type Rider } from '@lome/shared';
import { FormModal } from '@/components/ui/form-modal';
import { PasswordInput } from '@/components/ui/password-input';
import { apiFieldErrors, errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSetRiderAccount } from '../api/set-rider-account';

/** 'Donner l'accès' / 'Nouveau mot de passe': the rider's own login (phone or e-mail and this password). */
export function RiderAccessDialog({ rider, onHide }: { rider: Rider; onHide: () => void }) {
  const save = useSetRiderAccount();
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState(
    rider.account_email?.endsWith('.invalid') ? '' : (rider.account_email ?? ''),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);

  const submit = () => {
    const parsed = riderAccountSchema.safeParse({ password, email });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: rider.id, password, email },
      { onSuccess: () => setDone(true), onError: (e) => setErrors(apiFieldErrors(e)) },
    );
  };

  return (
    <FormModal
      title={`Accès de ${rider.firstname}`}
      onHide={onHide}
      onSubmit={done ? onHide : submit}
      pending={save.isPending}
      submitLabel={done ? 'Fermer' : "Enregistrer l'accès"}
      backdrop="static"
    >
      {done ? (
        <Alert variant="success" className="mb-0" role="status">
          {riderMessages.accountSaved} Page du livreur : <strong>/livraisons</strong>.
        </Alert>
      ) : (
        <>
          <p className="small text-body-secondary">
            {rider.firstname} se connecte sur son téléphone avec le numéro <strong>{rider.phone}</strong> (ou
            l&apos;e-mail ci-dessous) et ce mot de passe. Un nouveau mot de passe déconnecte l&apos;ancien
            téléphone.
          </p>
          <Form.Group className="mb-3" controlId="rider-password">
            <Form.Label>Mot de passe (8 caractères au moins)</Form.Label>
            <PasswordInput
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              feedback={errors.password}
            />
          </Form.Group>
          <Form.Group controlId="rider-email">
            <Form.Label>E-mail (facultatif)</Form.Label>
            <Form.Control
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              isInvalid={!!errors.email}
            />
            <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
          </Form.Group>
          {save.isError && !Object.keys(errors).length && (
            <p className="text-danger small mt-2 mb-0">
              {errorText(save.error, 'Enregistrement impossible.')}
            </p>
          )}
        </>
      )}
    </FormModal>
  );
}
