import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { cashDueLabel, type StaffOrderCreated } from '@lome/shared';
import { useStaffPayment } from '../api/get-staff-payment';

/**
 * After "Envoyer la demande de paiement": the push followed live while the caller approves it; for cash, where the
 * cash is to be collected.
 */
export function StaffPaymentStatus({ created, pickup }: { created: StaffOrderCreated; pickup: boolean }) {
  const paymentId = created.payment?.payment_id ?? null;
  const payment = useStaffPayment(created.order_id, paymentId);
  const code = created.code_commande ?? '';
  if (!created.payment) {
    return (
      <Alert variant="success">
        Commande {code} enregistrée : {cashDueLabel(!pickup).toLowerCase()}.
      </Alert>
    );
  }
  if (!paymentId) return <Alert variant="warning">{created.payment.message}</Alert>;
  const status = payment.data?.status ?? 'pending';
  if (status === 'paid') return <Alert variant="success">Commande {code} payée.</Alert>;
  if (status !== 'pending') {
    return (
      <Alert variant="warning">
        Paiement de la commande {code} : {payment.data?.label}.
      </Alert>
    );
  }
  return (
    <Alert variant="info" role="status">
      <Spinner size="sm" className="me-2" aria-hidden="true" />
      Demande envoyée : le client valide avec son code secret. Commande {code}.
    </Alert>
  );
}
