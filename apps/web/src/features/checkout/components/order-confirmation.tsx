import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { formatFcfa } from '@lome/shared';
import { paths } from '@/config/paths';
import { DeliveryEstimate } from '@/features/kitchen';
import { orderDetailQueryOptions } from '@/features/orders';
import { OrderPushOffer } from '@/features/push';
import type { OrderConfirmationState } from './checkout-flow';

function readState(state: unknown): Partial<OrderConfirmationState> {
  return state && typeof state === 'object' ? (state as Partial<OrderConfirmationState>) : {};
}

/** /order-confirmation (P11.1): what was paid and where it goes; without an order it sends back to the cart. */
export function OrderConfirmation() {
  const { orderId, orderCode, transactionId, amount, phoneNumber, address, estimatedAt, scheduledFor, cash } =
    readState(useLocation().state);
  // The promise is made again when the payment lands (P4.7): the order read now says the time the kitchen
  // holds, where the checkout's copy dates from before the customer approved on their phone.
  const fresh = useQuery({ ...orderDetailQueryOptions(orderId ?? ''), enabled: !!orderId });
  if (!orderId) return <Navigate to={paths.cart} replace />;
  const promise = fresh.data
    ? { estimatedAt: fresh.data.order.estimated_at, scheduledFor: fresh.data.order.scheduled_for }
    : { estimatedAt, scheduledFor };

  const rows: [string, string | undefined][] = [
    ['Commande', orderCode ?? orderId],
    [
      cash ? 'À payer en espèces' : 'Montant payé',
      typeof amount === 'number' ? formatFcfa(amount) : undefined,
    ],
    ['Adresse de livraison', address],
    ['Téléphone du destinataire', phoneNumber],
    ['Référence de transaction', transactionId],
  ];

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 640 }}>
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4 text-center">
          <div className="display-4 text-success mb-2" aria-hidden="true">
            ✓
          </div>
          <h1 className="h3">Merci, votre commande est confirmée !</h1>
          <p className="text-body-secondary">
            {promise.scheduledFor
              ? 'Notre cuisine la préparera pour l’heure choisie.'
              : "Notre cuisine s'y met dès que possible."}
          </p>
          <DeliveryEstimate
            estimatedAt={promise.estimatedAt}
            scheduledFor={promise.scheduledFor}
            className="alert alert-success d-inline-block px-4 py-2 fw-semibold"
          />
          {cash && typeof amount === 'number' && (
            <p className="alert alert-warning">
              Préparez {formatFcfa(amount)} en espèces pour le livreur, l’appoint si possible.
            </p>
          )}
          <dl className="text-start border-top pt-3 mb-4">
            {rows
              .filter((r): r is [string, string] => !!r[1])
              .map(([label, value]) => (
                // The label keeps one line; a long value goes below it rather than squeezing it.
                <div key={label} className="d-flex flex-wrap justify-content-between column-gap-3 mb-2">
                  <dt className="fw-normal text-body-secondary text-nowrap">{label}</dt>
                  {/* The order's code stays whole; a long address may break anywhere. */}
                  <dd
                    className={`mb-0 ms-auto text-end fw-semibold ${label === 'Commande' ? 'text-nowrap' : 'text-break'}`}
                  >
                    {value}
                  </dd>
                </div>
              ))}
          </dl>
          <OrderPushOffer />
          <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
            <Link to={paths.orders} className="btn btn-primary">
              Voir mes commandes
            </Link>
            <Link to={paths.menu} className="btn btn-outline-primary">
              Retour au menu
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
