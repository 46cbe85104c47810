import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { authMessages, profileUpdateSchema, type Company, type User } from '@lome/shared';
import { apiFieldErrors, errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { keepPhoneChars } from '@/lib/phone-input';
import { useUpdateProfile } from '../api/update-profile';

type Field = { name: string; label: string; type?: string; autoComplete?: string; phone?: boolean };

const personal: Field[] = [
  { name: 'firstname', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Nom', autoComplete: 'family-name' },
  { name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel', phone: true },
  { name: 'address', label: 'Adresse', autoComplete: 'street-address' },
];

const company: Field[] = [
  { name: 'denomination_sociale', label: 'Dénomination sociale', autoComplete: 'organization' },
  { name: 'statut_juridique', label: 'Statut juridique' },
  { name: 'adresse_company', label: "Adresse de l'entreprise" },
  { name: 'emailpro', label: 'E-mail professionnel', type: 'email' },
  { name: 'telephonepro', label: 'Téléphone professionnel', type: 'tel', phone: true },
  { name: 'nif', label: 'NIF' },
  { name: 'rccm', label: 'RCCM' },
  { name: 'cnss', label: 'CNSS' },
  { name: 'regime_fiscal', label: 'Régime fiscal' },
  { name: 'date_create', label: 'Date de création', type: 'date' },
  { name: 'cfe', label: 'CFE' },
];

function initialValues(user: User, isCompany: boolean): Record<string, string> {
  const values: Record<string, string> = {
    firstname: user.firstname,
    lastname: user.lastname ?? '',
    phone: user.phone ?? '',
    address: user.address ?? '',
  };
  if (isCompany) for (const f of company) values[f.name] = user.company?.[f.name as keyof Company] ?? '';
  return values;
}

/** P11.1 profile, first tab: personal details (e-mail read-only) and, for companies, the company's. */
export function ProfileInfoForm({ user }: { user: User }) {
  const isCompany = user.user_status === 'company';
  const [values, setValues] = useState(() => initialValues(user, isCompany));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateProfile();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) return setFieldErrors(zodFieldErrors(parsed.error));
    setFieldErrors({});
    const form = new FormData();
    // Sent as typed: '' clears an optional field on the server.
    for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
    update.mutate(form, {
      onSuccess: () => setSaved(authMessages.profileUpdated),
      onError: (error) => setFieldErrors(apiFieldErrors(error)),
    });
  };

  const input = (f: Field) => (
    <Form.Group className="mb-3" controlId={`profile-${f.name}`} key={f.name}>
      <Form.Label>{f.label}</Form.Label>
      <Form.Control
        type={f.type ?? 'text'}
        autoComplete={f.autoComplete}
        inputMode={f.phone ? 'tel' : undefined}
        value={values[f.name] ?? ''}
        onChange={(e) => {
          const value = f.phone ? keepPhoneChars(e.target.value) : e.target.value;
          setValues((v) => ({ ...v, [f.name]: value }));
          setFieldErrors((errors) => ({ ...errors, [f.name]: undefined }));
        }}
        isInvalid={!!fieldErrors[f.name]}
      />
      <Form.Control.Feedback type="invalid">{fieldErrors[f.name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Row className="g-0 gx-md-3">
        {personal.map((f) => (
          <Col md={6} key={f.name}>
            {input(f)}
          </Col>
        ))}
      </Row>
      <Form.Group className="mb-3" controlId="profile-email">
        <Form.Label>Adresse e-mail</Form.Label>
        <Form.Control type="email" value={user.email} readOnly plaintext={false} disabled />
        <Form.Text>L'adresse e-mail ne peut pas être modifiée.</Form.Text>
      </Form.Group>
      {isCompany && (
        <>
          <h2 className="h5 mt-4 mb-3">Informations de l'entreprise</h2>
          <Row className="g-0 gx-md-3">
            {company.map((f) => (
              <Col md={6} key={f.name}>
                {input(f)}
              </Col>
            ))}
          </Row>
        </>
      )}
      {saved && (
        <Alert variant="success" role="status" onClose={() => setSaved(null)} dismissible closeLabel="Fermer">
          {saved}
        </Alert>
      )}
      {update.isError && !Object.keys(apiFieldErrors(update.error)).length && (
        <Alert variant="danger">{errorText(update.error, 'Erreur lors de la mise à jour du profil')}</Alert>
      )}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Enregistrer les modifications
      </Button>
    </Form>
  );
}
