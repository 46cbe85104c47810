import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { formatFcfa, type ReservationSummary } from '@lome/shared';
import { offlineReasons } from '@/lib/use-online';
import { FormAlert, SubmitButton } from '@/components/form';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { failureText } from '@/features/payments';
import { reservationError } from '../api/create-reservation';
import { usePreorderMenu } from '../api/get-preorder-menu';
import { usePreorderBasket } from '../hooks/use-preorder-basket';
import { usePreorderForm } from '../hooks/use-preorder-form';
import { priceBasket } from '../lib/preorder-prices';
import { noticeDishesOf } from '../lib/pickup';
import { EmptyPreorderBasket, PreorderBasketLines } from './preorder-basket-lines';
import { PreorderPickupFields } from './preorder-pickup-fields';

type Props = {
  onHide: () => void;
  /** Contact details of the signed-in customer, to prefill the form; null for a visitor. */
  contact: { name: string; email: string; phone: string } | null;
  /** A visitor confirming: ask for login first (P11.2). */
  onLoginRequired: () => void;
  /** The reservation was made: it goes on to its payment. */
  onReserved: (reservation: ReservationSummary) => void;
};

/** The basket of 'Ma Réservation' with -/+/remove, the pickup form, and a real reservation sent (P11.2). */
export function PreorderBasketForm({ onHide, contact, onLoginRequired, onReserved }: Props) {
  const id = useId();
  const basket = usePreorderBasket();
  const menu = usePreorderMenu();
  const priced = priceBasket(basket.items, menu.data?.dishes);
  const noticeDishes = noticeDishesOf(basket.items, menu.data?.dishes);
  const state = usePreorderForm({ basket, noticeDishes, contact, onLoginRequired, onReserved });
  const { createReservation } = state;
  // Making the reservation needs the server; offline the button says so instead of failing.
  const offline = useOfflineGuard(offlineReasons.reserve);

  if (basket.items.length === 0) return <EmptyPreorderBasket onHide={onHide} />;

  return (
    <>
      <Modal.Body>
        <Form noValidate onSubmit={state.submit} id={`${id}-form`} ref={state.formRef}>
          <PreorderBasketLines lines={priced.lines} basket={basket} />
          <div className="d-flex justify-content-between fw-bold fs-5 mb-4">
            <span>Total</span>
            <span data-testid="preorder-total">{formatFcfa(priced.total)}</span>
          </div>
          {state.errors.dishes && <FormAlert>{state.errors.dishes}</FormAlert>}

          <h3 className="h6">Informations de retrait</h3>
          <PreorderPickupFields state={state} noticeDishes={noticeDishes} />
          {createReservation.isError && (
            <FormAlert className="mt-3 mb-0">
              {failureText(createReservation.error, reservationError)}
            </FormAlert>
          )}
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <SubmitButton
          form={`${id}-form`}
          pending={createReservation.isPending}
          className="w-100"
          {...offline.buttonProps(createReservation.isPending)}
        >
          Confirmer la Réservation
        </SubmitButton>
        {offline.hint}
      </Modal.Footer>
    </>
  );
}
