import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import { useCustomerSearch } from '../api/search-customers';
import type { NewOrderDraft } from '../hooks/use-new-order-form';

type Props = {
  draft: NewOrderDraft;
  set: <K extends keyof NewOrderDraft>(k: K, v: NewOrderDraft[K]) => void;
};

/** The caller: found by number or e-mail, else recorded with a name and a phone (a light customer). */
export function NewOrderCustomer({ draft, set }: Props) {
  const search = useCustomerSearch(draft.phone);
  const found = search.data?.customers[0];
  const name = found ? [found.firstname, found.lastname].filter(Boolean).join(' ') : '';
  return (
    <fieldset className="mb-3">
      <legend className="h6">Client</legend>
      <Form.Group className="mb-2" controlId="new-order-phone">
        <Form.Label>Téléphone (8 chiffres ou +228…)</Form.Label>
        <Form.Control
          inputMode="tel"
          value={draft.phone}
          onChange={(e) => set('phone', e.target.value)}
          onBlur={() => {
            if (found && !draft.firstname) set('firstname', found.firstname);
            if (found && !draft.lastname && found.lastname) set('lastname', found.lastname);
          }}
        />
        <Form.Text>
          {found
            ? `Client trouvé : ${name}${found.light ? ' (sans compte en ligne)' : ''}`
            : search.isSuccess
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
      <Form.Group className="mt-2" controlId="new-order-email">
        <Form.Label>E-mail (facultatif)</Form.Label>
        <Form.Control type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} />
      </Form.Group>
    </fieldset>
  );
}
