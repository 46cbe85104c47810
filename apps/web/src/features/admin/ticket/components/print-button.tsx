import Button from 'react-bootstrap/Button';
import { printTicket } from '../lib/print-ticket';
import type { Ticket } from '../lib/ticket-data';

/** 'Imprimer' on a card: its kitchen ticket goes to the printer at once. */
export function PrintButton({ ticket }: { ticket: () => Ticket }) {
  return (
    <Button
      variant="outline-dark"
      size="sm"
      onClick={() => void printTicket(ticket())}
      aria-label="Imprimer le ticket"
    >
      Imprimer
    </Button>
  );
}
