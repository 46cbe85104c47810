import { useDeferredValue, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { restaurant, shownEmail } from '@lome/shared';
import Spinner from 'react-bootstrap/Spinner';
import type { AdminUser } from '@lome/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/features/auth';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetUserActive } from '../api/set-user-active';
import { useSetUserRole } from '../api/set-user-role';
import { AdminUserRow } from './admin-user-row';

/** /admin/utilisateurs (admins): find an account, make it staff or take it back, deactivate or reactivate it. */
export function UsersAdmin() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const users = useAdminUsers(q);
  const role = useSetUserRole();
  const active = useSetUserActive();
  const [error, setError] = useState<string | null>(null);
  // Deactivating ends the person's sessions at once: asked first.
  const [toDeactivate, setToDeactivate] = useState<AdminUser | null>(null);

  const onError = (e: unknown) => setError(e instanceof ApiError ? e.message : errorMessage(undefined));
  const busyId = role.isPending ? role.variables?.id : active.isPending ? active.variables?.id : undefined;

  const list = users.data?.users ?? [];
  return (
    <div className="container-fluid py-3 px-3 px-lg-4">
      <title>{`Utilisateurs — Espace restaurant — ${restaurant.name}`}</title>
      <h1 className="h3 mb-3">Utilisateurs</h1>
      <form role="search" className="mb-3" onSubmit={(e) => e.preventDefault()} style={{ maxWidth: 420 }}>
        <label htmlFor="user-search" className="form-label small mb-0">
          Rechercher par nom, e-mail ou téléphone
        </label>
        <input
          id="user-search"
          type="search"
          className="form-control"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </form>
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {users.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : users.isError ? (
        <Alert variant="danger">{errorMessage(undefined, users.error.message)}</Alert>
      ) : list.length === 0 ? (
        <p className="text-body-secondary">Aucun compte ne correspond à cette recherche.</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">Compte</th>
                <th scope="col" className="d-none d-md-table-cell">
                  Type
                </th>
                <th scope="col" className="d-none d-md-table-cell">
                  Rôle
                </th>
                <th scope="col" className="d-none d-md-table-cell">
                  Activation
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((u) => (
                <AdminUserRow
                  key={u.id}
                  user={u}
                  isSelf={u.id === me?.id}
                  busy={busyId === u.id}
                  onRole={(to) => {
                    setError(null);
                    role.mutate({ id: u.id, role: to }, { onError });
                  }}
                  onActive={(on) => {
                    setError(null);
                    if (on) active.mutate({ id: u.id, active: true }, { onError });
                    else setToDeactivate(u);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        show={toDeactivate !== null}
        titleId="deactivate-title"
        title="Désactiver ce compte ?"
        keepLabel="Annuler"
        confirmLabel="Désactiver"
        pending={active.isPending}
        onHide={() => setToDeactivate(null)}
        onConfirm={() =>
          active.mutate(
            { id: toDeactivate!.id, active: false },
            { onError, onSettled: () => setToDeactivate(null) },
          )
        }
      >
        {toDeactivate?.name}
        {shownEmail(toDeactivate?.email) && ` (${toDeactivate?.email})`} sera déconnecté partout et ne pourra
        plus se connecter, jusqu&apos;à sa réactivation.
      </ConfirmDialog>
    </div>
  );
}
