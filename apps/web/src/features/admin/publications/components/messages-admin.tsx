import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Spinner from 'react-bootstrap/Spinner';
import { restaurant } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDownloadNewsletterCsv } from '../api/download-newsletter-csv';
import { useContactMessages, type MessageFilter } from '../api/get-contact-messages';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { ContactMessageCard } from './contact-message-card';

/** /admin/messages: the contact form's messages, newest first, and the newsletter list's export. */
export function MessagesAdmin() {
  const [filter, setFilter] = useState<MessageFilter>('all');
  const list = useContactMessages(filter);
  const mark = useMarkContactMessage();
  const csv = useDownloadNewsletterCsv();
  const [error, setError] = useState<string | null>(null);

  const onMark = (id: string, read: boolean) => {
    setError(null);
    mark.mutate(
      { id, read },
      { onError: (e) => setError(errorText(e, "Le message n'a pas pu être mis à jour.")) },
    );
  };

  return (
    <section className="container-fluid py-3" aria-labelledby="messages-title">
      <title>{`Messages — Espace restaurant — ${restaurant.name}`}</title>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="messages-title" className="h3 mb-0 me-auto">
          Messages
          {!!list.data?.unread && (
            <span className="badge text-bg-primary ms-2 fs-6">{list.data.unread} non lus</span>
          )}
        </h1>
        <Button variant="outline-primary" disabled={csv.isPending} onClick={() => csv.mutate()}>
          {csv.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Télécharger la liste newsletter (CSV)
        </Button>
      </div>
      {csv.isError && (
        <Alert variant="danger">{errorText(csv.error, "L'export n'a pas pu être téléchargé.")}</Alert>
      )}
      <ButtonGroup aria-label="Filtrer les messages" className="mb-3">
        {(
          [
            ['all', 'Tous'],
            ['unread', 'Non lus'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            variant={filter === value ? 'primary' : 'outline-primary'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </Button>
        ))}
      </ButtonGroup>
      {error && <Alert variant="danger">{error}</Alert>}
      {list.isPending && <Spinner role="status" aria-label="Chargement des messages" />}
      {list.isError && <Alert variant="danger">{errorText(list.error, 'Erreur lors du chargement.')}</Alert>}
      {list.data?.messages.length === 0 && <p>Aucun message.</p>}
      <div className="d-grid gap-2">
        {list.data?.messages.map((m) => (
          <ContactMessageCard
            key={m.id}
            message={m}
            pending={mark.isPending && mark.variables?.id === m.id}
            onMark={(read) => onMark(m.id, read)}
          />
        ))}
      </div>
    </section>
  );
}
