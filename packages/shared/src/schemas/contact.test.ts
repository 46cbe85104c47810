import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema } from './contact.js';

const valid = {
  firstname: ' Afi ',
  lastname: 'Mensah',
  email: ' afi@example.tg ',
  subject: 'reservation',
  message: 'Bonjour, une table pour 6 samedi soir ?',
};

function fieldErrors(input: unknown) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed.firstname).toBe('Afi');
    expect(parsed.email).toBe('afi@example.tg');
    expect(parsed.phone).toBeUndefined();
  });

  it('keeps an optional phone number, an empty one counting as none', () => {
    expect(contactSchema.parse({ ...valid, phone: ' 90 12 34 56 ' }).phone).toBe('90 12 34 56');
    expect(contactSchema.parse({ ...valid, phone: '  ' }).phone).toBeUndefined();
  });

  it('gives the spec French message for every missing field', () => {
    expect(fieldErrors({})).toEqual({
      firstname: ['Veuillez renseigner votre prénom.'],
      lastname: ['Veuillez renseigner votre nom.'],
      email: ['Veuillez renseigner un email valide.'],
      subject: ['Veuillez sélectionner un sujet.'],
      message: ['Veuillez écrire votre message.'],
    });
  });

  it.each([
    ['blank first name', { firstname: '   ' }, 'firstname', 'Veuillez renseigner votre prénom.'],
    ['blank message', { message: '\n ' }, 'message', 'Veuillez écrire votre message.'],
    ['invalid e-mail', { email: 'afi@' }, 'email', 'Veuillez renseigner un email valide.'],
    ['unknown subject', { subject: 'complaint' }, 'subject', 'Veuillez sélectionner un sujet.'],
    ['empty subject', { subject: '' }, 'subject', 'Veuillez sélectionner un sujet.'],
    [
      'too long message',
      { message: 'a'.repeat(5001) },
      'message',
      'Ce champ est trop long (5000 caractères maximum).',
    ],
  ])('%s', (_label, patch, field, message) => {
    expect(fieldErrors({ ...valid, ...patch })).toEqual({ [field]: [message] });
  });
});
