import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { formatFcfa, type User } from '@lome/shared';
import { paths } from '@/config/paths';
import { useSponsorActivation } from '../api/get-sponsor-activation';

type Props = { user: Partial<User> & Pick<User, 'id' | 'firstname' | 'email' | 'user_status'> };

/**
 * A sponsor whose activation is unpaid (P7.6) earns like an apporteur until it pays, now or later from here:
 * /sponsor-payment gets the same navigation state as right after registration. Hidden once the server says the
 * activation is paid, whatever the stored user still says.
 */
export function ActivationPendingBanner({ user }: Props) {
  const navigate = useNavigate();
  const activation = useSponsorActivation();
  const data = activation.data;
  if (data && data.activation_status !== 'pending_payment') return null;
  const info = data?.payment_info ?? null;
  const awaiting = data?.pending_payment ?? null;

  return (
    <Alert
      variant="warning"
      className="d-flex flex-wrap align-items-center gap-3"
      data-testid="activation-pending"
    >
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h2 className="h6 mb-1">Activation en attente</h2>
        <p className="mb-0 small">
          Votre compte Sponsor sera actif après le paiement de l'activation
          {info ? ` (${formatFcfa(info.amount)})` : ''}. D'ici là, vous gagnez comme un apporteur d'affaires.
        </p>
        {activation.isError && (
          <p className="mb-0 small text-danger">Erreur lors du chargement des données</p>
        )}
      </div>
      {awaiting ? (
        <Button
          variant="dark"
          onClick={() =>
            navigate(`${paths.paymentStatus}?payment_id=${encodeURIComponent(awaiting.payment_id)}`)
          }
        >
          Suivre mon paiement
        </Button>
      ) : (
        <Button
          variant="dark"
          disabled={!info}
          onClick={() => info && navigate(paths.sponsorPayment, { state: { user, paymentInfo: info } })}
        >
          Payer l'activation
        </Button>
      )}
    </Alert>
  );
}
