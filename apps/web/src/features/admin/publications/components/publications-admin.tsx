import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { restaurant, type AdminPublication } from '@lome/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/form-errors';
import { lomeDate } from '@/lib/lome-time';
import { useDeletePublication } from '../api/delete-publication';
import { useAdminPublications } from '../api/get-admin-publications';
import { usePublicationTypes } from '../api/get-publication-types';
import { PublicationFormDialog } from './publication-form-dialog';

/** /admin/publications: the articles of /blog, written, edited and deleted by admins. */
export function PublicationsAdmin() {
  const list = useAdminPublications();
  const types = usePublicationTypes();
  const remove = useDeletePublication();
  // undefined: no dialog; null: a new article; else the article edited.
  const [editing, setEditing] = useState<AdminPublication | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminPublication | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const typeName = (id: string | null) => types.data?.find((t) => t.id === id)?.name;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setNotice({ variant: 'success', text: 'Article supprimé.' }),
      onError: (e) =>
        setNotice({ variant: 'danger', text: errorText(e, "L'article n'a pas pu être supprimé.") }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="container-fluid py-3" aria-labelledby="publications-title">
      <title>{`Publications — Espace restaurant — ${restaurant.name}`}</title>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="publications-title" className="h3 mb-0 me-auto">
          Publications
        </h1>
        <Button onClick={() => setEditing(null)}>Nouvel article</Button>
      </div>
      {notice && (
        <Alert variant={notice.variant} dismissible onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {list.isPending && <Spinner role="status" aria-label="Chargement des articles" />}
      {list.isError && <Alert variant="danger">{errorText(list.error, 'Erreur lors du chargement.')}</Alert>}
      {list.data?.publications.length === 0 && <p>Aucun article pour le moment.</p>}
      <ul className="list-unstyled d-grid gap-2">
        {list.data?.publications.map((p) => (
          <li key={p.id} className="card">
            <div className="card-body d-flex gap-3 align-items-start">
              {p.image && (
                <img src={p.image} alt="" width={96} height={64} className="rounded object-fit-cover" />
              )}
              <div className="flex-grow-1" style={{ minWidth: 0 }}>
                <h2 className="h6 mb-1">{p.title}</h2>
                <p className="small text-body-secondary mb-1 d-flex flex-wrap gap-2">
                  <time dateTime={p.created_at}>{lomeDate(p.created_at)}</time>
                  {typeName(p.type_publish_id) && (
                    <Badge bg="light" text="dark">
                      {typeName(p.type_publish_id)}
                    </Badge>
                  )}
                </p>
                {p.excerpt && <p className="small mb-0 text-truncate">{p.excerpt}</p>}
              </div>
              <div className="d-flex flex-column flex-sm-row gap-2">
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setEditing(p)}
                  aria-label={`Modifier ${p.title}`}
                >
                  Modifier
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setDeleting(p)}
                  aria-label={`Supprimer ${p.title}`}
                >
                  Supprimer
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {editing !== undefined && (
        <PublicationFormDialog
          publication={editing}
          onHide={() => setEditing(undefined)}
          onDone={(text) => {
            setEditing(undefined);
            setNotice({ variant: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        titleId="delete-publication-title"
        title="Supprimer l'article ?"
        keepLabel="Non, le garder"
        confirmLabel="Oui, supprimer"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      >
        «&nbsp;{deleting?.title}&nbsp;» disparaîtra du blog.
      </ConfirmDialog>
    </section>
  );
}
