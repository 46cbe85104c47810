import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import type { FreeDishCredit } from '@lome/shared';
import { getMenuQueryOptions } from '@/features/menu';
import { useRedeemFreeDish } from '../hooks/use-redeem-free-dish';
import { creditedDish, isSurprise } from '../utils/free-dish-credit';
import { creditStatusLabels, formatDay } from '../utils/referral-labels';
import { SurpriseDishPicker } from './surprise-dish-picker';

const badgeColours: Record<FreeDishCredit['status'], string> = {
  available: 'success',
  used: 'secondary',
  expired: 'secondary',
};

/** P11.2 'Mes gains': the free dish credits; an available one has a working 'Utiliser' (P11.2). */
export function FreeDishCredits({ credits }: { credits: FreeDishCredit[] }) {
  const queryClient = useQueryClient();
  const redeem = useRedeemFreeDish();
  const [picking, setPicking] = useState<FreeDishCredit | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (credits.length === 0) {
    return <p className="text-body-secondary mb-0">Aucun plat gratuit pour le moment.</p>;
  }

  const use = async (credit: FreeDishCredit) => {
    setError(null);
    if (isSurprise(credit)) return setPicking(credit);
    setBusy(credit.id);
    try {
      const dish = creditedDish((await queryClient.fetchQuery(getMenuQueryOptions())).dishes, credit);
      if (dish) redeem(credit, dish);
      else
        setError(
          `«\u00a0${credit.dish.name}\u00a0» n'est plus à la carte pour le moment. Veuillez réessayer plus tard.`,
        );
    } catch {
      setError('Erreur lors du chargement des données. Veuillez réessayer.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {error && (
        <Alert
          variant="danger"
          className="py-2 small"
          dismissible
          closeLabel="Fermer le message"
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
      <ul className="list-unstyled mb-0" aria-label="Plats gratuits">
        {credits.map((c) => (
          <li key={c.id} className="d-flex align-items-center gap-2 py-2 border-bottom">
            <div className="flex-grow-1" style={{ minWidth: 0 }}>
              <div className="fw-semibold">{c.dish.name}</div>
              <small className="text-body-secondary">
                {c.status === 'used' ? 'Déjà utilisé' : `Expire le ${formatDay(c.expires_at)}`}
              </small>
            </div>
            <Badge bg={badgeColours[c.status]}>{creditStatusLabels[c.status]}</Badge>
            {c.available && (
              <Button
                size="sm"
                onClick={() => void use(c)}
                disabled={busy !== null}
                aria-label={`Utiliser : ${c.dish.name}`}
              >
                {busy === c.id && <Spinner size="sm" className="me-1" aria-hidden="true" />}
                Utiliser
              </Button>
            )}
          </li>
        ))}
      </ul>
      {picking && (
        <SurpriseDishPicker
          credit={picking}
          onHide={() => setPicking(null)}
          onPick={(dish) => redeem(picking, dish)}
        />
      )}
    </>
  );
}
