import Alert from 'react-bootstrap/Alert';
import { restaurant, shownEmail } from '@lome/shared';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { AuditEntry } from '@lome/shared';
import { errorMessage } from '@/lib/api-client';
import { lomeDateTime } from '@/lib/lome-time';
import { useAuditLog } from '../api/get-audit-log';
import { actionLabel, changes, fieldLabel, subjectName, valueText } from '../lib/audit-labels';

function Change({ entry }: { entry: AuditEntry }) {
  const diff = changes(entry.before, entry.after);
  if (diff.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="list-unstyled mb-0">
      {diff.map(({ key, from, to }) => (
        <li key={key}>
          {fieldLabel(key)} : {valueText(key, from)} → <strong>{valueText(key, to)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** /admin/journal (admins): every staff action, newest first: who, what, when (Lomé time), before → after. */
export function AuditLog() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="container-fluid py-3 px-3 px-lg-4">
      <title>{`Journal des actions — Espace restaurant — ${restaurant.name}`}</title>
      <h1 className="h3 mb-3">Journal des actions</h1>
      {log.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : log.isError ? (
        <Alert variant="danger">{errorMessage(undefined, log.error.message)}</Alert>
      ) : entries.length === 0 ? (
        <p className="text-body-secondary">Aucune action enregistrée pour le moment.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle small">
            <thead>
              <tr>
                <th scope="col">Quand</th>
                <th scope="col">Qui</th>
                <th scope="col">Quoi</th>
                <th scope="col">Avant → après</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => {
                const subject =
                  subjectName((e.after ?? {}) as Record<string, unknown>) ??
                  subjectName((e.before ?? {}) as Record<string, unknown>);
                return (
                  <tr key={e.id}>
                    <td className="text-nowrap">{lomeDateTime(e.created_at)}</td>
                    <td>
                      {e.actor_name}
                      {shownEmail(e.actor_email) && (
                        <div className="text-body-secondary text-break">{e.actor_email}</div>
                      )}
                    </td>
                    <td>
                      {actionLabel(e.action)}
                      {subject && <div className="text-body-secondary text-break">{subject}</div>}
                    </td>
                    <td>
                      <Change entry={e} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <Button
          variant="outline-primary"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Chargement…' : 'Voir plus'}
        </Button>
      )}
    </div>
  );
}
