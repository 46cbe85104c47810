import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

type Props = {
  title: ReactNode;
  /** The title's id, when the form names its fields after it; one is made otherwise. */
  titleId?: string;
  onHide: () => void;
  /** Called on submit; the page is never sent natively (the dialog prevents it). */
  onSubmit: () => void;
  pending: boolean;
  /** The submit button's text. */
  submitLabel: ReactNode;
  size?: 'lg';
  centered?: boolean;
  /** 'static' where a click beside the dialog must not lose what was typed. */
  backdrop?: 'static';
  /** The fields, in the modal's body. */
  children: ReactNode;
};

/** A form in a modal: titled, closed by 'Fermer' or 'Annuler', checked by the form itself (noValidate). */
export function FormModal({
  title,
  titleId: given,
  onHide,
  onSubmit,
  pending,
  submitLabel,
  size,
  centered,
  backdrop,
  children,
}: Props) {
  const made = useId();
  const titleId = given ?? made;
  return (
    <Modal show onHide={onHide} size={size} centered={centered} backdrop={backdrop} aria-labelledby={titleId}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Modal.Header closeButton closeLabel="Fermer">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        {/* Both off while the write runs: a second tap would send it twice. */}
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
