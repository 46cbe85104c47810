import Button from 'react-bootstrap/Button';
import { roleLabels, shownEmail, userStatusLabels, type AdminUser } from '@lome/shared';
import { lomeDate, telHref } from '@/lib/lome-time';

/**
 * One account in the admins' list: who, type, role, activation, and the admin's actions on it. An admin's own
 * row has none (they cannot demote or deactivate themselves); admins are made from the command line (P10.1).
 */
export function AdminUserRow({
  user,
  isSelf,
  busy,
  onRole,
  onActive,
}: {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onRole: (role: 'customer' | 'staff') => void;
  onActive: (active: boolean) => void;
}) {
  const active = !user.deactivated_at;
  return (
    <tr aria-label={user.name}>
      <td>
        <div className="fw-semibold text-break">{user.name}</div>
        {shownEmail(user.email) && <div className="small text-body-secondary text-break">{user.email}</div>}
        {user.phone && (
          <a className="small" href={telHref(user.phone)}>
            {user.phone}
          </a>
        )}
        {/* On a phone the type, role and activation columns are folded in here, so the actions stay on screen. */}
        <div className="small text-body-secondary d-md-none">
          <RoleBadge role={user.role} /> {userStatusLabels[user.user_status]} ·{' '}
          {active ? (
            'Actif'
          ) : (
            <span className="text-danger">Désactivé le {lomeDate(user.deactivated_at!)}</span>
          )}
        </div>
      </td>
      <td className="small d-none d-md-table-cell">
        {userStatusLabels[user.user_status]}
        {user.user_status === 'sponsor' && user.activation_status === 'pending_payment' && (
          <div className="text-body-secondary">Activation en attente</div>
        )}
      </td>
      <td className="d-none d-md-table-cell">
        <RoleBadge role={user.role} />
      </td>
      <td className="small d-none d-md-table-cell">
        {active ? (
          <span className="text-success">Actif</span>
        ) : (
          <span className="text-danger">Désactivé le {lomeDate(user.deactivated_at!)}</span>
        )}
        <div className="text-body-secondary">Inscrit le {lomeDate(user.created_at)}</div>
      </td>
      <td>
        {isSelf ? (
          <span className="small text-body-secondary">Vous</span>
        ) : (
          <div className="d-flex flex-wrap gap-1">
            {user.role === 'customer' ? (
              <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => onRole('staff')}>
                Passer en équipe
              </Button>
            ) : (
              <Button size="sm" variant="outline-dark" disabled={busy} onClick={() => onRole('customer')}>
                {user.role === 'admin' ? 'Retirer les droits admin' : "Retirer de l'équipe"}
              </Button>
            )}
            <Button
              size="sm"
              variant={active ? 'outline-danger' : 'outline-success'}
              disabled={busy}
              onClick={() => onActive(!active)}
            >
              {active ? 'Désactiver' : 'Réactiver'}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return (
    <span className={`badge text-bg-${role === 'customer' ? 'light border' : 'primary'}`}>
      {roleLabels[role]}
    </span>
  );
}
