import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { callerCodeClaimSchema } from '@lome/shared';
import { controlClass, Field, FormAlert, invalidProps } from '@/components/form';
import { apiFieldErrors, errorText, zodFieldErrors } from '@/lib/form-errors';
import { useClaimPhoneOrders } from '../api/claim-phone-orders';

const FALLBACK = 'Impossible de vérifier ce code pour le moment. Réessayez dans un instant.';

/**
 * Orders taken by phone or WhatsApp before the customer had an account: the restaurant gave a code with the
 * order's confirmation, and the code (with the account's number) brings them here (decision 0064).
 */
export function PhoneOrdersClaim() {
  const claim = useClaimPhoneOrders();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  if (claim.data) {
    return (
      <Alert variant="success" className="mt-4" role="status">
        {claim.data.message}
      </Alert>
    );
  }
  if (!open) {
    return (
      <p className="mt-4 mb-0 small text-body-secondary">
        Vous avez déjà commandé par téléphone ou WhatsApp ?{' '}
        <Button variant="link" size="sm" className="px-0 py-1 align-baseline" onClick={() => setOpen(true)}>
          Retrouver ces commandes avec votre code client
        </Button>
      </p>
    );
  }
  const fieldError = invalid ?? apiFieldErrors(claim.error).code;
  return (
    <form
      className="mt-4 border rounded p-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = callerCodeClaimSchema.safeParse({ code });
        if (!parsed.success) return setInvalid(zodFieldErrors(parsed.error).code);
        setInvalid(undefined);
        claim.mutate(parsed.data);
      }}
    >
      <p className="small mb-2">
        Le restaurant vous a donné un code client avec la confirmation de votre commande. Il va avec le numéro
        de téléphone de votre profil.
      </p>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Field
          id="caller-code"
          label="Code client (6 chiffres)"
          error={fieldError}
          errorId="caller-code-error"
        >
          <input
            id="caller-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={controlClass('form-control', fieldError)}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            {...invalidProps(fieldError, 'caller-code-error')}
          />
        </Field>
        <Button type="submit" disabled={claim.isPending}>
          Retrouver mes commandes
        </Button>
      </div>
      {claim.isError && !fieldError && (
        <FormAlert className="mt-2 mb-0">{errorText(claim.error, FALLBACK)}</FormAlert>
      )}
    </form>
  );
}
