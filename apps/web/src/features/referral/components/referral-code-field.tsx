import { useEffect, useState } from 'react';
import { Alert, Button, Form, InputGroup, Spinner } from 'react-bootstrap';
import { authMessages } from '@lome/shared';
import { useReferralCheck } from '../api/check-referral-code';
import { referralErrorText } from '../utils/referral-error';
import { clearReferralCode, normaliseReferralCode, storeReferralCode } from '../utils/referral-storage';

type Props = {
  /** A code from the link or stored earlier: validated as soon as the field shows (P11.1). */
  initialCode: string | null;
  /** The code to send as sponsor_id ('' for none). */
  onChange: (code: string) => void;
  /** The server's message for sponsor_id, if registration refused it. */
  serverError?: string;
};

/** P11.1 register: optional sponsorship code, verified by a button, locked once valid, clearable. */
export function ReferralCodeField({ initialCode, onChange, serverError }: Props) {
  const initial = normaliseReferralCode(initialCode ?? '');
  const [input, setInput] = useState(initial);
  const [checked, setChecked] = useState(initial);
  const check = useReferralCheck(checked);
  const valid = !!check.data && checked === normaliseReferralCode(input);

  const failed = check.isError && checked !== '';
  // A refused code is dropped with its sponsor; an unverified one is still sent and checked by the server.
  const code = failed ? '' : normaliseReferralCode(input);

  useEffect(() => {
    if (check.data) storeReferralCode(checked);
  }, [check.data, checked]);

  useEffect(() => {
    if (failed) clearReferralCode();
  }, [failed]);

  useEffect(() => onChange(code), [code, onChange]);

  const edit = (value: string) => {
    setInput(value);
    setChecked('');
  };

  const verify = () => {
    const code = normaliseReferralCode(input);
    if (!code) return;
    if (code === checked) void check.refetch();
    else setChecked(code);
  };

  // Removing the code also forgets the stored one, so no later request claims this sponsor.
  const withoutSponsor = () => {
    clearReferralCode();
    edit('');
  };

  return (
    <Form.Group controlId="register-referral">
      <Form.Label>Code parrain (optionnel)</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          value={input}
          onChange={(e) => edit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              verify();
            }
          }}
          readOnly={valid}
          isValid={valid}
          isInvalid={failed || !!serverError}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="Ex. : K7M2QX"
        />
        {valid ? (
          <Button variant="outline-secondary" onClick={withoutSponsor} aria-label="Retirer le code parrain">
            Retirer
          </Button>
        ) : (
          <Button variant="outline-primary" onClick={verify} disabled={!input.trim() || check.isFetching}>
            {check.isFetching && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Vérifier
          </Button>
        )}
        {serverError && !failed && (
          <Form.Control.Feedback type="invalid">{serverError}</Form.Control.Feedback>
        )}
      </InputGroup>
      {valid && check.data && (
        <Alert variant="success" className="mt-2 mb-0 py-2" role="status">
          {authMessages.referralValid(check.data.sponsor_name)}
        </Alert>
      )}
      {failed && (
        <Alert variant="danger" className="mt-2 mb-0 py-2 d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{referralErrorText(check.error)}</span>
          <Button size="sm" variant="outline-danger" onClick={withoutSponsor}>
            Continuer sans parrain
          </Button>
        </Alert>
      )}
      {!valid && !failed && (
        <Form.Text>
          Si quelqu'un vous a recommandé, saisissez son code puis cliquez sur «&nbsp;Vérifier&nbsp;».
        </Form.Text>
      )}
    </Form.Group>
  );
}
