import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';

type Props = { png: string | null; failed: boolean };

/** The registration link as a QR code, for a friend to scan from this screen. */
export function ReferralQrCode({ png, failed }: Props) {
  if (failed) {
    return (
      <Alert variant="danger" className="py-2 small mb-0">
        Le QR code n'a pas pu être créé. Partagez plutôt le lien.
      </Alert>
    );
  }
  return (
    <div className="text-center">
      {png ? (
        <img
          src={png}
          width={200}
          height={200}
          alt="QR code de votre lien de parrainage"
          className="border rounded bg-white"
          data-testid="referral-qr"
        />
      ) : (
        <div className="d-inline-flex align-items-center justify-content-center" style={{ height: 200 }}>
          <Spinner aria-label="Création du QR code" />
        </div>
      )}
      <p className="small text-body-secondary mt-2 mb-0">À scanner avec l'appareil photo d'un téléphone.</p>
    </div>
  );
}
