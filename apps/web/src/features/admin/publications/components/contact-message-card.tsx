import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { contactReplyMailto, contactSubjectLabels, type AdminContactMessage } from '@lome/shared';
import { lomeDateTimeLong, telHref } from '@/lib/lome-time';

type Props = {
  message: AdminContactMessage;
  pending: boolean;
  onMark: (read: boolean) => void;
};

/** One contact message: who, when, about what, the text; reply by mail (which marks it read), or mark it. */
export function ContactMessageCard({ message: m, pending, onMark }: Props) {
  const read = m.handled_at !== null;
  const name = `${m.firstname} ${m.lastname}`;
  return (
    <article
      className={`card ${read ? '' : 'border-primary'}`}
      aria-labelledby={`message-${m.id}`}
      data-testid="contact-message"
    >
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2 align-items-center mb-1">
          <h2 id={`message-${m.id}`} className="h6 mb-0 me-auto">
            {name} · {contactSubjectLabels[m.subject]}
          </h2>
          {/* Priority support (P9.6): a company account's message comes first, flagged. */}
          {m.is_company && (
            <Badge bg="warning" text="dark">
              Entreprise
            </Badge>
          )}
          {read ? <Badge bg="secondary">Lu</Badge> : <Badge bg="primary">Non lu</Badge>}
        </div>
        <p className="small text-body-secondary mb-2 d-flex flex-wrap gap-2">
          <time dateTime={m.created_at}>{lomeDateTimeLong(m.created_at)}</time>
          <a href={contactReplyMailto(m)}>{m.email}</a>
          {m.phone && <a href={telHref(m.phone)}>{m.phone}</a>}
        </p>
        <p className="mb-3" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.message}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {/* A link, not a button: it opens the mail program, and reads as one to assistive technology. */}
          <a
            className="btn btn-primary btn-sm"
            href={contactReplyMailto(m)}
            onClick={() => !read && onMark(true)}
          >
            Répondre par e-mail
          </a>
          <Button size="sm" variant="outline-secondary" disabled={pending} onClick={() => onMark(!read)}>
            {read ? 'Marquer comme non lu' : 'Marquer comme lu'}
          </Button>
        </div>
      </div>
    </article>
  );
}
