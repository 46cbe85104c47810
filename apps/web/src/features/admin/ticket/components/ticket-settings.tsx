import Form from 'react-bootstrap/Form';
import {
  TICKET_WIDTHS,
  ticketSettings,
  useTicketSettings,
  type TicketWidth,
} from '../hooks/use-ticket-settings';

/** The board's ticket options, remembered by this computer: the roll's width and printing each accepted order. */
export function TicketSettings() {
  const { width, autoPrint } = useTicketSettings();
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-3 small mb-3"
      role="group"
      aria-label="Ticket de cuisine"
    >
      <Form.Check
        type="switch"
        id="ticket-auto-print"
        label="Imprimer le ticket de chaque commande acceptée"
        checked={autoPrint}
        onChange={(e) => ticketSettings.setAutoPrint(e.target.checked)}
      />
      <div className="d-flex align-items-center gap-2">
        <label htmlFor="ticket-width">Rouleau</label>
        <Form.Select
          id="ticket-width"
          size="sm"
          style={{ width: 'auto' }}
          value={width}
          onChange={(e) => ticketSettings.setWidth(Number(e.target.value) as TicketWidth)}
        >
          {TICKET_WIDTHS.map((w) => (
            <option key={w} value={w}>
              {w} mm
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
