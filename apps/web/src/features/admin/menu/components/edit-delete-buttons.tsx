import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = {
  /** What the buttons act on, named in their labels and the question. */
  name: string;
  titleId: string;
  onEdit: () => void;
  /** Runs once confirmed; calls `done` when the deletion is settled. */
  onDelete: (done: () => void) => void;
  pending: boolean;
  /** Said under the question: what deleting does or refuses. */
  children: ReactNode;
};

/** "Modifier" and "Supprimer" of a row of the menu editor, deletion asked once more ("Non, le garder"). */
export function EditDeleteButtons({ name, titleId, onEdit, onDelete, pending, children }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline-primary"
        onClick={onEdit}
        aria-label={`Modifier «\u00a0${name}\u00a0»`}
      >
        Modifier
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => setConfirming(true)}
        aria-label={`Supprimer «\u00a0${name}\u00a0»`}
      >
        Supprimer
      </Button>
      <ConfirmDialog
        show={confirming}
        titleId={titleId}
        title={`Supprimer «\u00a0${name}\u00a0» ?`}
        keepLabel="Non, le garder"
        confirmLabel="Supprimer"
        pending={pending}
        onHide={() => setConfirming(false)}
        onConfirm={() => onDelete(() => setConfirming(false))}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
