import { useCallback, useEffect, useRef, useState } from 'react';

/** P11.7: the confirmation stays 2.5 s. */
export const ADDED_TOAST_MS = 2500;

type AddedToastState = { id: number; name: string } | null;

/** State for the '{dish} ajouté au panier!' toast: `notify(name)` shows it again, even for the same dish. */
export function useAddedToast() {
  const [toast, setToast] = useState<AddedToastState>(null);
  const notify = useCallback((name: string) => setToast((t) => ({ id: (t?.id ?? 0) + 1, name })), []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, notify, dismiss };
}

function ToastItem({ name, onClose }: { name: string; onClose: () => void }) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = setTimeout(() => close.current(), ADDED_TOAST_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="toast show bg-success" role="alert" aria-live="assertive" aria-atomic="true">
      <div className="toast-body text-white fw-semibold">{name} ajouté au panier!</div>
    </div>
  );
}

/**
 * '{dish name} ajouté au panier!' at the bottom of the screen for 2.5 s. Use with `useAddedToast`.
 * Plain Bootstrap markup: react-bootstrap's Toast would add ~6 KB gzip of transitions to the home page.
 */
export function AddedToast({ toast, onClose }: { toast: AddedToastState; onClose: () => void }) {
  return (
    <div
      className="toast-container position-fixed bottom-0 start-50 translate-middle-x p-3"
      style={{ zIndex: 1090 }}
    >
      {/* A new key restarts the 2.5 s timer when another dish is added while the toast is shown. */}
      {toast && <ToastItem key={toast.id} name={toast.name} onClose={onClose} />}
    </div>
  );
}
