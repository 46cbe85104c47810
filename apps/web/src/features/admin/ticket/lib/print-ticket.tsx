import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { KitchenTicket } from '../components/kitchen-ticket';
import { ticketSettings } from '../hooks/use-ticket-settings';
import type { Ticket } from './ticket-data';
import { ticketStylesheet } from './ticket-stylesheet';

/** Prints the page once the ticket's stylesheet applies: without it the roll's page size is unknown. */
export async function printWithTicketStyles(): Promise<void> {
  await ticketStylesheet();
  window.print();
}

/**
 * Prints one ticket from the page staff are on: the ticket is drawn in a print-only box, the browser prints (the
 * thermal printer is the default one), and the box goes. No window is opened, so no pop-up blocker stops an
 * automatic print.
 */
export async function printTicket(ticket: Ticket): Promise<void> {
  await ticketStylesheet();
  // A print the browser never reported as done (no 'afterprint') leaves its box: it is not printed again.
  document.querySelectorAll('.ticket-print-root').forEach((old) => old.remove());
  const box = document.createElement('div');
  box.className = 'ticket-print-root';
  document.body.appendChild(box);
  const root = createRoot(box);
  flushSync(() => root.render(<KitchenTicket ticket={ticket} width={ticketSettings.width()} />));
  const cleanUp = () => {
    root.unmount();
    box.remove();
  };
  window.addEventListener('afterprint', cleanUp, { once: true });
  window.print();
}
