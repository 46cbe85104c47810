import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ADMIN_SETTING_RULES, type AdminSettingName } from '@lome/shared';

const unitText = { km: 'km', fcfa: 'FCFA', bp: '%', count: '', days: 'jours', minutes: 'min' } as const;

type Props = {
  name: AdminSettingName;
  value: string;
  error?: string;
  /** What the figure does, in a line under the field. */
  help: string;
  onChange: (value: string) => void;
};

/** One figure: its French label, the unit beside it, what it does, and the server's or schema's message. */
export function SettingsField({ name, value, error, help, onChange }: Props) {
  const { label, unit } = ADMIN_SETTING_RULES[name];
  const id = `setting-${name}`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          value={value}
          onChange={(e) => onChange(e.target.value)}
          // Percents take a comma; the others are whole numbers.
          inputMode={unit === 'bp' ? 'decimal' : 'numeric'}
          isInvalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
        />
        {unitText[unit] && <InputGroup.Text>{unitText[unit]}</InputGroup.Text>}
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id={`${id}-help`}>{help}</Form.Text>
    </Form.Group>
  );
}
