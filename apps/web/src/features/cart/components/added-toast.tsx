import { useCallback, useState } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

/** Spec §2 / §9: the confirmation stays 2.5 s. */
export const ADDED_TOAST_MS = 2500;

type AddedToastState = { id: number; name: string } | null;

/** State for the '{dish} ajouté au panier!' toast: `notify(name)` shows it again, even for the same dish. */
export function useAddedToast() {
  const [toast, setToast] = useState<AddedToastState>(null);
  const notify = useCallback((name: string) => setToast((t) => ({ id: (t?.id ?? 0) + 1, name })), []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, notify, dismiss };
}

/** '{dish name} ajouté au panier!' at the bottom of the screen for 2.5 s. Use with `useAddedToast`. */
export function AddedToast({ toast, onClose }: { toast: AddedToastState; onClose: () => void }) {
  return (
    <ToastContainer
      position="bottom-center"
      containerPosition="fixed"
      className="p-3"
      style={{ zIndex: 1090 }}
    >
      {toast && (
        // A new key restarts the 2.5 s timer when another dish is added while the toast is shown.
        <Toast key={toast.id} show autohide delay={ADDED_TOAST_MS} onClose={onClose} bg="success">
          <Toast.Body className="text-white fw-semibold">{toast.name} ajouté au panier!</Toast.Body>
        </Toast>
      )}
    </ToastContainer>
  );
}
