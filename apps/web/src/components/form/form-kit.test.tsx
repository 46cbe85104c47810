import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { controlClass, Field, invalidProps, SubmitButton } from '.';

afterEach(cleanup);

describe('the form kit', () => {
  it('names the control by its label and reads its message to assistive technology', () => {
    const error = 'Le prénom est requis.';
    render(
      <Field id="f-name" label="Prénom" error={error} errorId="f-name-error">
        <input
          id="f-name"
          className={controlClass('form-control', error)}
          {...invalidProps(error, 'f-name-error')}
        />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.className).toBe('form-control is-invalid');
    expect(input.getAttribute('aria-describedby')).toBe('f-name-error');
    expect(document.getElementById('f-name-error')?.textContent).toBe(error);
  });

  it('shows no message and points at none while the field is right', () => {
    render(
      <Field id="f-name" label="Prénom" errorId="f-name-error">
        <input
          id="f-name"
          className={controlClass('form-control', undefined, true)}
          {...invalidProps(undefined, 'f-name-error')}
        />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.className).toBe('form-control is-valid');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('f-name-error')).toBeNull();
  });

  it('disables the submit button while pending, with a spinner or its own words', () => {
    const { rerender } = render(<SubmitButton pending>Envoyer</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.querySelector('.spinner-border')).not.toBeNull();
    rerender(
      <SubmitButton pending pendingLabel="Envoi en cours...">
        Envoyer
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toHaveProperty('disabled', true);
    rerender(<SubmitButton pending={false}>Envoyer</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', false);
  });
});
