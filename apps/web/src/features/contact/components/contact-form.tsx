import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  contactMessages,
  contactSchema,
  contactSubjectLabels,
  contactSubjects,
  CONTACT_LIMITS,
} from '@lome/shared';
import { fireConfetti } from '@/lib/confetti';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useSendContactMessage } from '../api/send-contact-message';

/** Spec §9: the success alert stays 5 s. */
export const CONTACT_SUCCESS_MS = 5000;

const empty = { firstname: '', lastname: '', email: '', phone: '', subject: '', message: '' };
type Values = typeof empty;
type Field = keyof Values;

/**
 * The message form (spec §2, §5): Bootstrap validation shown after the first submit attempt, with the shared
 * schema's messages. A valid message is sent; success resets the form, an error keeps everything typed.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(empty);
  const [validated, setValidated] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const send = useSendContactMessage();
  // One key per message: resending the same text after a lost answer must not store it twice.
  const key = useRef<string | null>(null);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const parsed = contactSchema.safeParse(values);
  const clientErrors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const serverErrors = apiFieldErrors(send.error);
  const errorOf = (field: Field) => (validated ? (clientErrors[field] ?? serverErrors[field]) : undefined);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = e.target.name as Field;
    setValues((v) => ({ ...v, [field]: e.target.value }));
    key.current = null;
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setValidated(true);
    setSucceeded(false);
    if (!parsed.success) {
      const firstInvalid = e.currentTarget.querySelector<HTMLElement>(
        Object.keys(clientErrors)
          .map((f) => `[name="${f}"]`)
          .join(','),
      );
      firstInvalid?.focus();
      return;
    }
    key.current ??= newIdempotencyKey();
    send.mutate(
      { body: parsed.data, idempotencyKey: key.current },
      {
        onSuccess: () => {
          setValues(empty);
          setValidated(false);
          setSucceeded(true);
          key.current = null;
          void fireConfetti();
        },
      },
    );
  };

  const fieldClass = (base: string, field: Field) => {
    if (!validated) return base;
    if (errorOf(field)) return `${base} is-invalid`;
    // An optional field left empty is neither right nor wrong.
    return values[field] ? `${base} is-valid` : base;
  };

  const feedback = (field: Field) =>
    errorOf(field) ? (
      <div id={`contact-${field}-erreur`} className="invalid-feedback">
        {errorOf(field)}
      </div>
    ) : null;

  const describedBy = (field: Field) => (errorOf(field) ? `contact-${field}-erreur` : undefined);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-titre">
      <h2 id="contact-form-titre" className="h3 fw-bold mb-3">
        Envoyez-nous un message
      </h2>
      <div aria-live="polite">
        {succeeded && (
          <div className="alert alert-success" role="status">
            {send.data?.message ?? contactMessages.sent}
          </div>
        )}
        {send.isError && Object.keys(serverErrors).length === 0 && (
          <div className="alert alert-danger" role="alert">
            {send.error.message}
          </div>
        )}
      </div>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label htmlFor="contact-firstname" className="form-label">
            Prénom <span aria-hidden="true">*</span>
          </label>
          <input
            id="contact-firstname"
            name="firstname"
            className={fieldClass('form-control', 'firstname')}
            value={values.firstname}
            onChange={onChange}
            autoComplete="given-name"
            maxLength={CONTACT_LIMITS.name}
            required
            aria-invalid={!!errorOf('firstname')}
            aria-describedby={describedBy('firstname')}
          />
          {feedback('firstname')}
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="contact-lastname" className="form-label">
            Nom <span aria-hidden="true">*</span>
          </label>
          <input
            id="contact-lastname"
            name="lastname"
            className={fieldClass('form-control', 'lastname')}
            value={values.lastname}
            onChange={onChange}
            autoComplete="family-name"
            maxLength={CONTACT_LIMITS.name}
            required
            aria-invalid={!!errorOf('lastname')}
            aria-describedby={describedBy('lastname')}
          />
          {feedback('lastname')}
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="contact-email" className="form-label">
            E-mail <span aria-hidden="true">*</span>
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            inputMode="email"
            className={fieldClass('form-control', 'email')}
            value={values.email}
            onChange={onChange}
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            required
            aria-invalid={!!errorOf('email')}
            aria-describedby={describedBy('email')}
          />
          {feedback('email')}
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="contact-phone" className="form-label">
            Téléphone <span className="text-body-secondary small">(facultatif)</span>
          </label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            className={fieldClass('form-control', 'phone')}
            value={values.phone}
            onChange={onChange}
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            placeholder="90 12 34 56"
            aria-invalid={!!errorOf('phone')}
            aria-describedby={describedBy('phone')}
          />
          {feedback('phone')}
        </div>
        <div className="col-12">
          <label htmlFor="contact-subject" className="form-label">
            Sujet <span aria-hidden="true">*</span>
          </label>
          <select
            id="contact-subject"
            name="subject"
            className={fieldClass('form-select', 'subject')}
            value={values.subject}
            onChange={onChange}
            required
            aria-invalid={!!errorOf('subject')}
            aria-describedby={describedBy('subject')}
          >
            <option value="">Choisissez un sujet</option>
            {contactSubjects.map((s) => (
              <option key={s} value={s}>
                {contactSubjectLabels[s]}
              </option>
            ))}
          </select>
          {feedback('subject')}
        </div>
        <div className="col-12">
          <label htmlFor="contact-message" className="form-label">
            Message <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            className={fieldClass('form-control', 'message')}
            value={values.message}
            onChange={onChange}
            maxLength={CONTACT_LIMITS.message}
            required
            aria-invalid={!!errorOf('message')}
            aria-describedby={describedBy('message')}
          />
          {feedback('message')}
        </div>
        <div className="col-12">
          <p className="small text-body-secondary">
            <span aria-hidden="true">*</span> Champs obligatoires
          </p>
          <button type="submit" className="btn btn-primary btn-lg" disabled={send.isPending}>
            {send.isPending ? 'Envoi en cours...' : 'Envoyer le message'}
          </button>
        </div>
      </div>
    </form>
  );
}
