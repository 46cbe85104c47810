import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/**
 * The footer of a form in a modal: 'Annuler', and the submit button named by `children`, both off while the
 * write runs (a second tap would send it twice), the submit with its spinner.
 */
export function ModalSaveFooter({
  pending,
  onCancel,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
        Annuler
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {children}
      </Button>
    </Modal.Footer>
  );
}
