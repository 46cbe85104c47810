import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { errorMessage, ApiError } from '@/lib/api-client';
import { useCreateStaffOrder } from '../api/create-staff-order';
import { useCustomerSearch } from '../api/search-customers';
import { staffOrderBody, useNewOrderForm } from '../hooks/use-new-order-form';
import { NewOrderCustomer } from './new-order-customer';
import { NewOrderDelivery } from './new-order-delivery';
import { NewOrderDishes } from './new-order-dishes';
import { NewOrderPayment } from './new-order-payment';
import { NewOrderTotal } from './new-order-total';
import { StaffPaymentStatus } from './staff-payment-status';
import { CallerCodeNotice } from './caller-code-notice';

/** "Nouvelle commande": an order dictated on the phone or sent on WhatsApp, priced by the server. */
export function NewOrderDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const form = useNewOrderForm();
  const create = useCreateStaffOrder();
  const search = useCustomerSearch(form.draft.phone);
  const caller = search.data?.customers[0];
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const error = create.error
    ? create.error instanceof ApiError
      ? create.error.message
      : errorMessage(undefined)
    : null;
  return (
    <Modal show={show} onHide={close} size="lg" aria-labelledby="new-order-title">
      <Modal.Header closeButton>
        <Modal.Title id="new-order-title">Nouvelle commande</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {create.data ? (
          <>
            <StaffPaymentStatus created={create.data} pickup={form.draft.mode === 'pickup'} />
            {create.data.caller_code && (
              <CallerCodeNotice
                code={create.data.caller_code}
                firstname={caller?.firstname ?? form.draft.firstname}
                phone={form.draft.phone}
                orderCode={create.data.code_commande ?? ''}
              />
            )}
          </>
        ) : (
          <form
            id="new-order-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate(staffOrderBody(form.draft));
            }}
          >
            <NewOrderCustomer
              draft={form.draft}
              set={form.set}
              setNumber={form.setNumber}
              caller={caller}
              unknown={search.isSuccess && !caller}
            />
            <NewOrderDishes lines={form.draft.lines} add={form.add} setLine={form.setLine} />
            <NewOrderDelivery draft={form.draft} set={form.set} setPoint={form.setPoint} caller={caller} />
            <NewOrderPayment draft={form.draft} setMethod={form.setMethod} setNumber={form.setNumber} />
            <NewOrderTotal draft={form.draft} />
            {error && <Alert variant="danger">{error}</Alert>}
          </form>
        )}
      </Modal.Body>
      <Modal.Footer>
        {create.data ? (
          <Button onClick={close}>Fermer</Button>
        ) : (
          <Button type="submit" form="new-order-form" disabled={create.isPending}>
            {form.draft.method === 'cash' ? 'Enregistrer (espèces)' : 'Envoyer la demande de paiement'}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
