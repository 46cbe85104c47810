import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { fullName, type NetworkMember } from '@lome/shared';
import { formatDay, userStatusLabel } from '../utils/referral-labels';

type Props = { entries: NetworkMember[]; onGenerateLinks: () => void; generating: boolean };

/** P11.1 'Mon réseau': the people referred, down to level 3, or an invitation to share the link. */
export function NetworkTab({ entries, onGenerateLinks, generating }: Props) {
  if (entries.length === 0) {
    return (
      <div className="card border-0 shadow-sm">
        <div className="card-body text-center py-5">
          <h2 className="h5">Votre réseau est encore vide</h2>
          <p className="text-body-secondary">
            Partagez votre lien de parrainage : chaque personne qui s'inscrit avec rejoint votre réseau.
          </p>
          <Button onClick={onGenerateLinks} disabled={generating}>
            Générer mes liens
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="card border-0 shadow-sm">
      <ul className="list-group list-group-flush" aria-label="Mon réseau">
        {entries.map((e) => {
          const name = fullName(e.sponsored.firstname, e.sponsored.lastname);
          return (
            <li key={e.id} className="list-group-item d-flex flex-wrap gap-2 py-3">
              <div className="flex-grow-1" style={{ minWidth: 0 }}>
                <div className="fw-semibold">{name}</div>
                <small className="text-body-secondary">
                  {userStatusLabel(e.sponsored_user_status)} · inscrit le {formatDay(e.created_at)}
                </small>
              </div>
              <div className="d-flex align-items-center gap-2">
                <Badge bg="light" text="dark" className="border">
                  Commandes : {e.orders_count}
                </Badge>
                <Badge bg={e.level === 1 ? 'primary' : 'secondary'}>Niveau {e.level}</Badge>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
