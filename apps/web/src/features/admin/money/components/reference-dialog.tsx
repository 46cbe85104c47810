import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { MOBILE_MONEY_REFERENCE_MAX, mobileMoneyReferenceSchema } from '@lome/shared';
import { FormModal } from '@/components/ui/form-modal';

type Props = {
  title: string;
  /** What is being paid: who, how much, to which number. */
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal, shown under the field (a 422) or above it (a 409: already recorded...). */
  error: { field?: string; message?: string } | null;
  onSubmit: (reference: string) => void;
  onHide: () => void;
};

/** Asks the mobile-money reference of a payment staff made (a refund, a payout) before recording it. */
export function ReferenceDialog({ title, children, confirmLabel, pending, error, onSubmit, onHide }: Props) {
  const [reference, setReference] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    const parsed = mobileMoneyReferenceSchema.safeParse(reference);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]!.message);
    setInvalid(null);
    onSubmit(parsed.data);
  };
  const fieldError = invalid ?? error?.field;

  return (
    <FormModal
      title={title}
      titleId="reference-dialog-title"
      onHide={onHide}
      onSubmit={submit}
      pending={pending}
      submitLabel={confirmLabel}
      centered
      backdrop="static"
    >
      {error?.message && <Alert variant="danger">{error.message}</Alert>}
      <div className="mb-3">{children}</div>
      <Form.Group controlId="mobile-money-reference">
        <Form.Label>Référence du paiement mobile money</Form.Label>
        <Form.Control
          value={reference}
          autoFocus
          autoComplete="off"
          maxLength={MOBILE_MONEY_REFERENCE_MAX}
          isInvalid={!!fieldError}
          onChange={(e) => setReference(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{fieldError}</Form.Control.Feedback>
      </Form.Group>
    </FormModal>
  );
}

/** The dialog's `error` from a failed call: a field message for the reference, or the message alone. */
export function referenceError(e: unknown, fallback: string): { field?: string; message?: string } {
  const err = e as { errors?: Record<string, string[]>; message?: string } | null;
  const field = err?.errors?.reference?.[0];
  return field ? { field } : { message: err?.message || fallback };
}
