import { contactMessages, contactSubjectLabels, contactSubjects, CONTACT_LIMITS } from '@lome/shared';
import { controlClass, Field, FormAlert, invalidProps, SubmitButton } from '@/components/form';
import { useContactForm, type ContactField } from '../hooks/use-contact-form';

const required = <span aria-hidden="true">*</span>;

/**
 * The message form (P11.1, P11.6): Bootstrap validation shown after the first submit attempt, with the shared
 * schema's messages. A valid message is sent; success resets the form, an error keeps everything typed.
 */
export function ContactForm() {
  const form = useContactForm();
  const { values, onChange, send } = form;
  /** What each field's control shares: its id, name, value, state class and error wiring. */
  const control = (field: ContactField, base = 'form-control') => {
    const error = form.errorOf(field);
    return {
      id: `contact-${field}`,
      name: field,
      className: controlClass(base, error, form.validOf(field)),
      value: values[field],
      onChange,
      ...invalidProps(error, `contact-${field}-erreur`),
    };
  };
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    error: form.errorOf(name),
    errorId: `contact-${name}-erreur`,
  });

  return (
    <form noValidate onSubmit={form.onSubmit} aria-labelledby="contact-form-titre">
      <h2 id="contact-form-titre" className="h3 fw-bold mb-3">
        Envoyez-nous un message
      </h2>
      <div aria-live="polite">
        {form.succeeded && (
          <div className="alert alert-success" role="status">
            {send.data?.message ?? contactMessages.sent}
          </div>
        )}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
      </div>
      <div className="row g-3">
        <Field className="col-12 col-md-6" label={<>Prénom {required}</>} {...field('firstname')}>
          <input
            {...control('firstname')}
            autoComplete="given-name"
            maxLength={CONTACT_LIMITS.name}
            required
          />
        </Field>
        <Field className="col-12 col-md-6" label={<>Nom {required}</>} {...field('lastname')}>
          <input
            {...control('lastname')}
            autoComplete="family-name"
            maxLength={CONTACT_LIMITS.name}
            required
          />
        </Field>
        <Field className="col-12 col-md-6" label={<>E-mail {required}</>} {...field('email')}>
          <input
            {...control('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            required
          />
        </Field>
        <Field
          className="col-12 col-md-6"
          label={
            <>
              Téléphone <span className="text-body-secondary small">(facultatif)</span>
            </>
          }
          {...field('phone')}
        >
          <input
            {...control('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            placeholder="90 12 34 56"
          />
        </Field>
        <Field className="col-12" label={<>Sujet {required}</>} {...field('subject')}>
          <select {...control('subject', 'form-select')} required>
            <option value="">Choisissez un sujet</option>
            {contactSubjects.map((s) => (
              <option key={s} value={s}>
                {contactSubjectLabels[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field className="col-12" label={<>Message {required}</>} {...field('message')}>
          <textarea {...control('message')} rows={5} maxLength={CONTACT_LIMITS.message} required />
        </Field>
        <div className="col-12">
          <p className="small text-body-secondary">
            <span aria-hidden="true">*</span> Champs obligatoires
          </p>
          <SubmitButton pending={send.isPending} pendingLabel="Envoi en cours...">
            Envoyer le message
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
