import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { NewOrderDialog } from './new-order-dialog';

/** "Nouvelle commande" on the board, for staff and admins. */
export function NewOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Nouvelle commande
      </Button>
      {open && <NewOrderDialog show onClose={() => setOpen(false)} />}
    </>
  );
}
