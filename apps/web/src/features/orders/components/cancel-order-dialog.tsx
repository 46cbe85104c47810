import { formatFcfa, type OrderSummary } from '@lome/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Code } from '@/components/ui/code';

type Props = { order: OrderSummary | null; pending: boolean; onConfirm: () => void; onHide: () => void };

/** The confirmation asked before cancelling (P11.8). */
export function CancelOrderDialog({ order, pending, onConfirm, onHide }: Props) {
  return (
    <ConfirmDialog
      show={order !== null}
      titleId="cancel-order-title"
      title={
        <>
          Annuler la commande <Code>{order?.code_commande}</Code>
        </>
      }
      keepLabel="Non, la garder"
      confirmLabel="Oui, annuler"
      pending={pending}
      onConfirm={onConfirm}
      onHide={onHide}
    >
      <p className="mb-0">Êtes-vous sûr de vouloir annuler cette commande ?</p>
      {order?.is_paid && (
        <p className="small text-body-secondary mt-2 mb-0">
          Elle est déjà payée : notre équipe vous remboursera {formatFcfa(order.total_price)} par mobile
          money.
        </p>
      )}
    </ConfirmDialog>
  );
}
