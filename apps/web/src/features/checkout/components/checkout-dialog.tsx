import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { CartItem } from '@lome/shared';
import { useBackGuard } from '@/lib/use-back-guard';
import { CheckoutFlow, type CheckoutFreeDish } from './checkout-flow';

export type { CheckoutFreeDish, OrderConfirmationState } from './checkout-flow';

type Props = {
  show: boolean;
  onHide: () => void;
  items: CartItem[];
  freeDish?: CheckoutFreeDish | null;
  onPaid: () => void;
};

/** The order checkout (P11.1 Cart, P11.5 Checkout): address, payment, waiting for the phone, confirmed. */
export function CheckoutDialog({ show, onHide, items, freeDish = null, onPaid }: Props) {
  const [locked, setLocked] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [askingToLeave, setAskingToLeave] = useState(false);
  // Android's back button is a navigation: while the phone is being waited on it asks first, like the close.
  const blocker = useBackGuard(waiting);
  const confirmingLeave = (waiting && askingToLeave) || blocker.state === 'blocked';
  useEffect(() => {
    // The payment ended while the question was on screen: nothing left to protect.
    if (!waiting && blocker.state === 'blocked') blocker.reset();
  }, [waiting, blocker]);

  useEffect(() => {
    if (!waiting) return;
    // A reload or a closed tab loses nothing (the checkout takes the payment up again), but warn all the same.
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waiting]);

  const body = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Back from the question: the focus returns to the step, not to the page behind the dialog.
    if (wasConfirming.current && !confirmingLeave) body.current?.querySelector<HTMLElement>('h3')?.focus();
    wasConfirming.current = confirmingLeave;
  }, [confirmingLeave]);

  const requestHide = () => (waiting ? setAskingToLeave(true) : onHide());
  const stay = () => {
    setAskingToLeave(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    setAskingToLeave(false);
    if (blocker.state === 'blocked') blocker.proceed();
    onHide();
  };

  return (
    <Modal
      show={show}
      onHide={requestHide}
      // A tap beside the dialog while waiting or redirecting must not close it.
      backdrop={locked || waiting ? 'static' : true}
      keyboard={!locked}
      fullscreen="sm-down"
      aria-labelledby="checkout-title"
    >
      <Modal.Header closeButton={!locked} closeLabel="Fermer">
        <Modal.Title id="checkout-title" as="h2" className="h5">
          Finaliser ma commande
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {confirmingLeave && <LeaveWhileWaiting onStay={stay} onLeave={leave} />}
        <div ref={body} className={confirmingLeave ? 'd-none' : undefined}>
          <CheckoutFlow
            items={items}
            freeDish={freeDish}
            onPaid={onPaid}
            onLock={() => setLocked(true)}
            onWaitingChange={setWaiting}
          />
        </div>
      </Modal.Body>
    </Modal>
  );
}

/** Asked before closing during the wait: the payment goes on, and the checkout finds it again. */
function LeaveWhileWaiting({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-2">
      <h3 ref={heading} tabIndex={-1} className="h6">
        Votre paiement est en cours
      </h3>
      <p className="small">
        Si vous fermez, il continue sur votre téléphone. Touchez à nouveau «&nbsp;Commander&nbsp;» pour en
        suivre la confirmation, ou retrouvez la commande dans «&nbsp;Mes commandes&nbsp;».
      </p>
      <div className="d-grid gap-2">
        <Button onClick={onStay}>Continuer d'attendre</Button>
        <Button variant="outline-secondary" onClick={onLeave}>
          Fermer quand même
        </Button>
      </div>
    </div>
  );
}
