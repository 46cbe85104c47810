import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

type Props = {
  show: boolean;
  /** The id of the title, which names the dialog for screen readers. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  /** The button that closes without doing anything, e.g. 'Non, la garder'. */
  keepLabel: string;
  confirmLabel: string;
  /** While the confirmed action runs, both buttons wait and the confirm button spins. */
  pending: boolean;
  onConfirm: () => void;
  onHide: () => void;
};

/** A yes/no question asked before an action that cannot be undone, such as a cancellation. */
export function ConfirmDialog({
  show,
  titleId,
  title,
  children,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
  onHide,
}: Props) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          {keepLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
