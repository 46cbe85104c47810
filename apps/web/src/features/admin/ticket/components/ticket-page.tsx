import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { restaurant } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useAdminOrder } from '../../orders/api/get-admin-order';
import { useAdminReservations } from '../../reservations/api/get-admin-reservations';
import { useTicketSettings } from '../hooks/use-ticket-settings';
import { printWithTicketStyles } from '../lib/print-ticket';
import { orderTicket, reservationTicket, type Ticket } from '../lib/ticket-data';
import { ticketStylesheet } from '../lib/ticket-stylesheet';
import { KitchenTicket } from './kitchen-ticket';
import { TicketSettings } from './ticket-settings';

type Read = { ticket?: Ticket; pending: boolean; error: unknown };
type PageProps = { id: string; autoPrint: boolean };

function TicketView({ ticket, pending, error, autoPrint }: Read & { autoPrint: boolean }) {
  const { width } = useTicketSettings();
  // Each render makes its ticket anew: `?print=1` prints the first one only, not again at each change.
  const printed = useRef(false);
  useEffect(() => {
    void ticketStylesheet();
  }, []);
  useEffect(() => {
    if (!autoPrint || !ticket || printed.current) return;
    printed.current = true;
    void printWithTicketStyles();
  }, [autoPrint, ticket]);
  return (
    <div className="kitchen-ticket-page">
      <title>{`Ticket ${ticket?.code ?? ''} — ${restaurant.name}`}</title>
      <div className="d-print-none mb-3">
        <TicketSettings />
        <Button onClick={() => void printWithTicketStyles()} disabled={!ticket}>
          Imprimer
        </Button>
      </div>
      {pending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : error || !ticket ? (
        <Alert variant="danger">{errorText(error, 'Ticket introuvable.')}</Alert>
      ) : (
        <KitchenTicket ticket={ticket} width={width} />
      )}
    </div>
  );
}

function OrderTicketPage({ id, autoPrint }: PageProps) {
  const order = useAdminOrder(id);
  return (
    <TicketView
      ticket={order.data && orderTicket(order.data)}
      pending={order.isPending}
      error={order.error}
      autoPrint={autoPrint}
    />
  );
}

function ReservationTicketPage({ id, autoPrint }: PageProps) {
  // Read with the days ahead: the counter prints upcoming reservations.
  const list = useAdminReservations({ days: 31 });
  const found = list.data?.reservations.find((r) => r.id === id);
  return (
    <TicketView
      ticket={found && reservationTicket(found)}
      pending={list.isPending}
      error={list.error ?? (list.data && !found ? new Error('Réservation introuvable.') : null)}
      autoPrint={autoPrint}
    />
  );
}

/** /admin/ticket/{order|reservation}/{id}: one ticket on its own page, to print or print again. */
export function TicketPage({ kind, ...props }: PageProps & { kind: string }) {
  return kind === 'reservation' ? <ReservationTicketPage {...props} /> : <OrderTicketPage {...props} />;
}
