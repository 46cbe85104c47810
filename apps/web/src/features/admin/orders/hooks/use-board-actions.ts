import { useState } from 'react';
import type { AdminOrder, OrderStatus } from '@lome/shared';
import { errorMessage, ApiError } from '@/lib/api-client';
import { useDelayOrder } from '../api/delay-order';
import { useSetOrderStatus } from '../api/set-order-status';
import { useUndoOrderMove } from '../api/undo-order-move';
import { ticketSettings } from '../../ticket/hooks/use-ticket-settings';
import { printTicket } from '../../ticket/lib/print-ticket';
import { orderTicket } from '../../ticket/lib/ticket-data';

/** What staff do to a card on the board: move it on, delay it, undo a move, cancel it, send it out with a rider. */
export function useBoardActions() {
  const move = useSetOrderStatus();
  const delay = useDelayOrder();
  const undo = useUndoOrderMove();
  const [error, setError] = useState<string | null>(null);
  const [cancelOf, setCancelOf] = useState<AdminOrder | null>(null);
  // 'Passer en livraison' asks who delivers first.
  const [riderFor, setRiderFor] = useState<AdminOrder | null>(null);

  const onError = (e: Error) => setError(e instanceof ApiError ? e.message : errorMessage(undefined));
  const onMove = (order: AdminOrder, to: OrderStatus) => {
    setError(null);
    if (to === 'in_delivery' && order.is_delivery) {
      move.reset();
      return setRiderFor(order);
    }
    move.mutate(
      { orderId: order.order_id, status: to },
      {
        onError,
        // The option of this computer: each order accepted here prints its kitchen ticket.
        onSuccess: () => {
          if (to === 'preparation' && ticketSettings.autoPrint()) void printTicket(orderTicket(order));
        },
      },
    );
  };
  const sendOut = (riderId: string | undefined) => {
    if (!riderFor) return;
    move.mutate(
      { orderId: riderFor.order_id, status: 'in_delivery', riderId },
      { onSuccess: () => setRiderFor(null) },
    );
  };
  const onDelay = (orderId: string) => {
    setError(null);
    delay.mutate(orderId, { onError });
  };
  const onUndo = (orderId: string) => {
    setError(null);
    undo.mutate(orderId, { onError });
  };
  const askCancel = (order: AdminOrder) => {
    move.reset();
    setCancelOf(order);
  };
  const cancel = (reason: string) => {
    if (!cancelOf) return;
    move.mutate(
      { orderId: cancelOf.order_id, status: 'cancelled', reason },
      { onSuccess: () => setCancelOf(null) },
    );
  };
  const busy = (orderId: string) =>
    (move.isPending && move.variables?.orderId === orderId) ||
    (delay.isPending && delay.variables === orderId) ||
    (undo.isPending && undo.variables === orderId);
  const moveError = move.isError ? errorMessage(undefined, move.error.message) : null;

  return {
    error,
    clearError: () => setError(null),
    busy,
    onMove,
    onDelay,
    onUndo,
    askCancel,
    cancelDialog: {
      order: cancelOf,
      pending: move.isPending,
      error: cancelOf && moveError,
      onConfirm: cancel,
      onHide: () => setCancelOf(null),
    },
    riderDialog: {
      order: riderFor,
      pending: move.isPending,
      error: riderFor && moveError,
      onConfirm: sendOut,
      onHide: () => setRiderFor(null),
    },
  };
}
