import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactSchema } from '@lome/shared';
import { fireConfetti } from '@/lib/confetti';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useSendContactMessage } from '../api/send-contact-message';

/** P11.7: the success alert stays 5 s. */
const CONTACT_SUCCESS_MS = 5000;

const empty = { firstname: '', lastname: '', email: '', phone: '', subject: '', message: '' };
export type ContactValues = typeof empty;
export type ContactField = keyof ContactValues;

/** The fields as the screen shows them, which is what the customer typed, whether or not React has heard of it. */
function valuesOnScreen(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const read = (field: ContactField) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstname: read('firstname'),
    lastname: read('lastname'),
    email: read('email'),
    phone: read('phone'),
    subject: read('subject'),
    message: read('message'),
  };
}

/**
 * The message form's state: the shared schema's messages shown after the first submit attempt; a valid message
 * is sent, success resets the form for 5 s of thanks, an error keeps everything typed.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(empty);
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
  const errorOf = (field: ContactField) =>
    validated ? (clientErrors[field] ?? serverErrors[field]) : undefined;
  // After a submit an optional field left empty is neither right nor wrong.
  const validOf = (field: ContactField) => validated && !errorOf(field) && !!values[field];

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = e.target.name as ContactField;
    setValues((v) => ({ ...v, [field]: e.target.value }));
    key.current = null;
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // A send tapped while the page's code starts is handled before the text typed earlier is given back to the
    // state (lib/early-taps.tsx): the fields on screen are read, never an empty state.
    const typed = valuesOnScreen(e.currentTarget);
    setValues(typed);
    const checked = contactSchema.safeParse(typed);
    setValidated(true);
    setSucceeded(false);
    if (!checked.success) {
      const firstInvalid = e.currentTarget.querySelector<HTMLElement>(
        Object.keys(zodFieldErrors(checked.error))
          .map((f) => `[name="${f}"]`)
          .join(','),
      );
      firstInvalid?.focus();
      return;
    }
    key.current ??= newIdempotencyKey();
    send.mutate(
      { body: checked.data, idempotencyKey: key.current },
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

  return {
    values,
    errorOf,
    validOf,
    onChange,
    onSubmit,
    succeeded,
    send,
    /** A refusal that names no field, said above the form. */
    formError: send.isError && Object.keys(serverErrors).length === 0 ? send.error.message : null,
  };
}
