import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import { foldForSearch, type StaffCustomer } from '@lome/shared';
import type { NewOrderDraft } from '../hooks/use-new-order-form';

type Props = {
  draft: NewOrderDraft;
  set: <K extends keyof NewOrderDraft>(k: K, v: NewOrderDraft[K]) => void;
  setNumber: (key: 'phone', value: string) => void;
  /** The customer on file with that number, once the search answered. */
  caller: StaffCustomer | undefined;
  /** The search answered and found nobody. */
  unknown: boolean;
};

export const callerName = (c: StaffCustomer) => [c.firstname, c.lastname].filter(Boolean).join(' ');

/** Whether what staff typed names someone else than the customer on file (accents and case aside). */
function typedAnotherName(draft: NewOrderDraft, caller: StaffCustomer): boolean {
  const same = (typed: string, onFile: string | null) =>
    !typed.trim() || foldForSearch(typed.trim()) === foldForSearch((onFile ?? '').trim());
  return !same(draft.firstname, caller.firstname) || !same(draft.lastname, caller.lastname);
}

/**
 * The caller: found by number or e-mail, else recorded with a name and a phone (a light customer). A number on
 * file keeps its name: the order goes to that customer, so a different name typed is shown against it.
 */
export function NewOrderCustomer({ draft, set, setNumber, caller, unknown }: Props) {
  const takeNameOnFile = () => {
    if (!caller) return;
    set('firstname', caller.firstname);
    set('lastname', caller.lastname ?? '');
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6">Client</legend>
      <Form.Group className="mb-2" controlId="new-order-phone">
        <Form.Label>Téléphone (8 chiffres ou +228…)</Form.Label>
        <Form.Control
          inputMode="tel"
          value={draft.phone}
          onChange={(e) => setNumber('phone', e.target.value)}
          onBlur={() => {
            if (caller && !draft.firstname && !draft.lastname) takeNameOnFile();
          }}
        />
        <Form.Text>
          {caller
            ? `Client trouvé : ${callerName(caller)}${caller.light ? ' (sans compte en ligne)' : ''}`
            : unknown
              ? 'Nouveau client : il sera enregistré avec son nom et ce numéro.'
              : ' '}
        </Form.Text>
      </Form.Group>
      <Row className="g-2">
        <Col sm={6}>
          <Form.Group controlId="new-order-firstname">
            <Form.Label>Prénom</Form.Label>
            <Form.Control value={draft.firstname} onChange={(e) => set('firstname', e.target.value)} />
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId="new-order-lastname">
            <Form.Label>Nom (facultatif)</Form.Label>
            <Form.Control value={draft.lastname} onChange={(e) => set('lastname', e.target.value)} />
          </Form.Group>
        </Col>
      </Row>
      {caller && typedAnotherName(draft, caller) && (
        <Alert variant="warning" className="mt-2 mb-0 py-2">
          Ce numéro est enregistré au nom de <strong>{callerName(caller)}</strong> : la commande sera à ce
          nom, le nom saisi ne le remplace pas.{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={takeNameOnFile}>
            Reprendre le nom enregistré
          </Button>
        </Alert>
      )}
      <Form.Group className="mt-2" controlId="new-order-email">
        <Form.Label>E-mail (facultatif)</Form.Label>
        <Form.Control type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} />
      </Form.Group>
    </fieldset>
  );
}
