import Button from 'react-bootstrap/Button';
import type { LastMove } from '@lome/shared';
import { useNow } from '@/lib/use-now';

/**
 * "Annuler l'action": staff's last move on an order or a reservation can be taken back until `undo_until`
 * (60 s); the seconds left count down, and the button goes when they run out.
 */
export function UndoMoveButton({
  move,
  busy,
  onUndo,
}: {
  move: LastMove;
  busy: boolean;
  onUndo: () => void;
}) {
  const now = useNow(1000);
  const left = Math.ceil((Date.parse(move.undo_until) - now.getTime()) / 1000);
  if (!(left > 0)) return null;
  return (
    <Button variant="outline-dark" disabled={busy} onClick={onUndo}>
      Annuler l&apos;action ({left} s)
    </Button>
  );
}
