import { useId, useState, type FormEvent } from 'react';
import { apiFieldErrors } from '@/lib/form-errors';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/**
 * Newsletter sign-up (P11.2); the welcome offer is 10% off the first order. The address is checked by the
 * server's shared schema and its French message shown under the field: the home page does not ship zod.
 */
export function NewsletterForm() {
  const inputId = useId();
  const feedbackId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const { state } = subscribe;
  const error = state.status === 'error' ? state.error : null;
  const fieldError = apiFieldErrors(error).email;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    subscribe.mutate({ email }, { onSuccess: () => setEmail('') });
  };

  return (
    <section className="newsletter py-5 text-white" aria-labelledby="newsletter-titre">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-6">
            <h2 id="newsletter-titre" className="fw-bold">
              Restez informé
            </h2>
            <p className="mb-0">
              Inscrivez-vous à notre newsletter : nouveaux plats, soirées à thème et{' '}
              <strong>10% de réduction sur votre première commande</strong>.
            </p>
          </div>
          <div className="col-12 col-lg-6">
            <form noValidate onSubmit={onSubmit}>
              <label htmlFor={inputId} className="visually-hidden">
                Adresse e-mail
              </label>
              <div className="input-group input-group-lg has-validation">
                <input
                  id={inputId}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  className={`form-control${fieldError ? ' is-invalid' : ''}`}
                  placeholder="Votre adresse e-mail"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    if (state.status === 'success') subscribe.reset();
                  }}
                  aria-invalid={!!fieldError}
                  aria-describedby={fieldError ? feedbackId : undefined}
                />
                <button
                  type="submit"
                  className="btn btn-warning fw-semibold"
                  disabled={state.status === 'pending'}
                >
                  S'inscrire
                </button>
                {fieldError && (
                  <div id={feedbackId} className="invalid-feedback">
                    {fieldError}
                  </div>
                )}
              </div>
              <div aria-live="polite">
                {state.status === 'success' && (
                  <p className="alert alert-success mt-3 mb-0 py-2">{state.data.message}</p>
                )}
                {error && !fieldError && <p className="alert alert-danger mt-3 mb-0 py-2">{error.message}</p>}
              </div>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
