import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Ordering and reserving need an account: offers login or registration, then back to `from` (the cart). */
export function LoginRequiredModal({
  show,
  onHide,
  from = paths.cart,
}: {
  show: boolean;
  onHide: () => void;
  from?: string;
}) {
  const state = { from };
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="login-required-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="login-required-title" as="h2" className="h5">
          Connexion requise
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          Connectez-vous ou créez un compte pour commander ou réserver. Votre panier vous attendra ici.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Link to={paths.register} state={state} className="btn btn-outline-primary">
          Créer un compte
        </Link>
        <Link to={paths.login} state={state} className="btn btn-primary">
          Se connecter
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
