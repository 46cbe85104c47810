import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { formatFcfa, restaurant, type RiderOrder } from '@lome/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/form-errors';
import { useNow } from '@/lib/use-now';
import { useCollectCash } from '../api/collect-cash';
import { useDeliverOrder } from '../api/deliver-order';
import { useUndoDelivery } from '../api/undo-delivery';
import { useMyDeliveries } from '../api/get-my-deliveries';
import { DeliveryCard } from './delivery-card';
import { Code } from '@/components/ui/code';

const UNDO_CHECK_MS = 5_000;

/** /livraisons for a rider: the orders handed to them, the ones on the road first. */
export function MyDeliveries({ firstname }: { firstname: string }) {
  const deliveries = useMyDeliveries();
  const deliver = useDeliverOrder();
  const undo = useUndoDelivery();
  const cash = useCollectCash();
  // The minute of "Annuler « Livrée »" runs out on screen.
  const now = useNow(UNDO_CHECK_MS);
  // Cash is counted once: asked for confirmation with the amount.
  const [cashOf, setCashOf] = useState<RiderOrder | null>(null);
  const list = deliveries.data?.orders ?? [];
  const failed = deliver.error ?? undo.error ?? cash.error;
  const busyId = deliver.isPending
    ? deliver.variables
    : undo.isPending
      ? undo.variables
      : cash.isPending
        ? cash.variables?.orderId
        : undefined;

  return (
    <div className="container py-3" style={{ maxWidth: 640 }}>
      <title>{`Mes livraisons — ${restaurant.name}`}</title>
      <div className="d-flex align-items-center mb-3">
        <h1 className="h3 mb-0 me-auto">Mes livraisons</h1>
        <Button variant="link" onClick={() => void deliveries.refetch()}>
          Actualiser
        </Button>
      </div>
      <p className="text-body-secondary small">Bonjour {firstname}.</p>
      {failed && <Alert variant="danger">{errorText(failed, 'Action impossible.')}</Alert>}
      {deliveries.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : deliveries.isError ? (
        <Alert variant="danger">{errorText(deliveries.error, 'Chargement impossible.')}</Alert>
      ) : list.length === 0 ? (
        <p>Aucune livraison pour vous pour l&apos;instant.</p>
      ) : (
        list.map((o) => (
          <DeliveryCard
            key={o.order_id}
            order={o}
            busy={busyId === o.order_id}
            now={now}
            onDelivered={() => deliver.mutate(o.order_id)}
            onUndo={() => undo.mutate(o.order_id)}
            onCash={() => setCashOf(o)}
          />
        ))
      )}
      <ConfirmDialog
        show={cashOf !== null}
        titleId="cash-title"
        title="Espèces encaissées"
        keepLabel="Pas encore"
        confirmLabel="Oui, encaissées"
        pending={cash.isPending}
        onConfirm={() => {
          if (!cashOf) return;
          cash.mutate(
            { orderId: cashOf.order_id, amount: cashOf.amount_to_collect },
            { onSettled: () => setCashOf(null) },
          );
        }}
        onHide={() => setCashOf(null)}
      >
        Vous avez reçu {cashOf && formatFcfa(cashOf.amount_to_collect)} pour{' '}
        <Code>{cashOf?.code_commande}</Code> ?
      </ConfirmDialog>
    </div>
  );
}
