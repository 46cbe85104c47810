import { useState, type InputHTMLAttributes } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'value'> & {
  value: string;
  isInvalid?: boolean;
  isValid?: boolean;
  feedback?: string;
};

/** A password field with a show/hide toggle; `feedback` is the field's error, shown under it. */
export function PasswordInput({ feedback, isInvalid, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup hasValidation>
      <Form.Control {...props} type={visible ? 'text' : 'password'} isInvalid={isInvalid || !!feedback} />
      <Button
        variant="outline-secondary"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
        aria-pressed={visible}
      >
        {visible ? 'Masquer' : 'Afficher'}
      </Button>
      {feedback && <Form.Control.Feedback type="invalid">{feedback}</Form.Control.Feedback>}
    </InputGroup>
  );
}
