import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { companyMessages, restaurant, type CompanySettings } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useCompanySettings } from '../api/get-company-settings';
import { useCompanySettingsForm } from '../hooks/use-company-settings-form';

type Field = { name: keyof CompanySettings; label: string; help: string; unit?: string; tel?: boolean };

const groups: { title: string; fields: Field[] }[] = [
  {
    title: 'Identité sur les factures',
    fields: [
      {
        name: 'invoice_legal_name',
        label: 'Raison sociale',
        help: `Vide : «\u00a0${restaurant.name}\u00a0».`,
      },
      { name: 'invoice_address', label: 'Adresse', help: `Vide : «\u00a0${restaurant.addressLine}\u00a0».` },
      { name: 'invoice_nif', label: 'NIF', help: 'Numéro d’identification fiscale du restaurant.' },
      { name: 'invoice_rccm', label: 'RCCM', help: 'Numéro au registre du commerce.' },
      {
        name: 'vat_rate_bp',
        label: 'Taux de TVA',
        unit: '%',
        help: 'TVA comprise dans les prix TTC. Les factures déjà émises ne changent pas.',
      },
    ],
  },
  {
    title: 'Ligne directe des entreprises',
    fields: [
      {
        name: 'support_whatsapp',
        label: 'WhatsApp',
        tel: true,
        help: 'Montré aux comptes entreprise (support prioritaire). Vide : non affiché.',
      },
      { name: 'support_phone', label: 'Téléphone', tel: true, help: 'Vide : non affiché.' },
    ],
  },
];

function CompanyForm({ initial }: { initial: CompanySettings }) {
  const form = useCompanySettingsForm(initial);
  const fieldErrors = Object.values(form.errors).some(Boolean);
  return (
    <form
      noValidate
      aria-labelledby="company-settings-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      {groups.map((group) => (
        <fieldset key={group.title} className="mb-4">
          <legend className="h6">{group.title}</legend>
          {group.fields.map((f) => {
            const id = `company-setting-${f.name}`;
            const error = form.errors[f.name];
            return (
              <Form.Group key={f.name} className="mb-3" controlId={id}>
                <Form.Label>{f.label}</Form.Label>
                <InputGroup hasValidation>
                  <Form.Control
                    value={form.draft[f.name]}
                    onChange={(e) => form.set(f.name)(e.target.value)}
                    type={f.tel ? 'tel' : 'text'}
                    inputMode={f.unit ? 'decimal' : undefined}
                    isInvalid={!!error}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${id}-help`}
                  />
                  {f.unit && <InputGroup.Text>{f.unit}</InputGroup.Text>}
                  <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
                </InputGroup>
                <Form.Text id={`${id}-help`}>{f.help}</Form.Text>
              </Form.Group>
            );
          })}
        </fieldset>
      ))}
      {form.error && !fieldErrors && (
        <Alert variant="danger">{errorText(form.error, 'Les réglages n’ont pas pu être enregistrés.')}</Alert>
      )}
      {fieldErrors && <Alert variant="danger">Corrigez les champs signalés.</Alert>}
      {form.saved && (
        <Alert variant="success" role="status">
          {companyMessages.settingsSaved}
        </Alert>
      )}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Enregistrement…' : 'Enregistrer la facturation et le support'}
      </Button>
    </form>
  );
}

/** Réglages' texts: the restaurant's identity on invoices and the direct line shown to companies. */
export function CompanySettingsSection() {
  const settings = useCompanySettings();
  return (
    <section className="mb-5" style={{ maxWidth: 560 }}>
      <h2 id="company-settings-title" className="h5">
        Facturation et support entreprises
      </h2>
      {settings.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : settings.isError ? (
        <Alert variant="danger">{errorText(settings.error, 'Les réglages n’ont pas pu être chargés.')}</Alert>
      ) : (
        <CompanyForm initial={settings.data} />
      )}
    </section>
  );
}
