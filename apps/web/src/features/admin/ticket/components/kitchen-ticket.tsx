import type { Ticket } from '../lib/ticket-data';
import type { TicketWidth } from '../hooks/use-ticket-settings';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lome' });
const dayTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Lome',
  });

/**
 * The kitchen ticket for a thermal roll: the code in large type, the times, the dishes, the notes, where
 * it goes and whether it is paid. Its class names the roll's page (kitchen-ticket.css, linked by
 * ticketStylesheet before anything is printed).
 */
export function KitchenTicket({ ticket: t, width }: { ticket: Ticket; width: TicketWidth }) {
  return (
    <article className={`kitchen-ticket kitchen-ticket-${width}`} aria-label={`Ticket ${t.code}`}>
      <p className="kt-kind">
        {t.title} · {dayTime(t.createdAt)}
      </p>
      <p className="kt-code">{t.code}</p>
      {t.when && (
        <p className="kt-when">
          {t.when.label} : {t.when.label === 'Prévue vers' ? time(t.when.at) : dayTime(t.when.at)}
        </p>
      )}
      <hr />
      <ul className="kt-lines">
        {t.lines.map((l, i) => (
          <li key={i}>
            <strong>{l.quantity} ×</strong> {l.name}
            {l.choices && <span className="kt-choices">{l.choices}</span>}
            {l.note && <span className="kt-line-note">Note : «&nbsp;{l.note}&nbsp;»</span>}
            {l.allergens && <span className="kt-allergens">ALLERGÈNES : {l.allergens}</span>}
          </li>
        ))}
      </ul>
      {t.notes && <p className="kt-notes">Note : {t.notes}</p>}
      <hr />
      <p>{t.place}</p>
      <p>
        {t.customer}
        {t.phone && ` · ${t.phone}`}
      </p>
      <p className="kt-payment">{t.payment}</p>
    </article>
  );
}
