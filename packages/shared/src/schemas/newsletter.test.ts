import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter.js';

describe('newsletterSchema', () => {
  it('normalises the address so one person subscribes once', () => {
    expect(newsletterSchema.parse({ email: '  Kofi.Agbo@Example.TG ' })).toEqual({
      email: 'kofi.agbo@example.tg',
    });
  });

  it.each([[''], ['kofi'], ['kofi@'], [undefined]])('refuses %s in French', (email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Veuillez renseigner un email valide.');
  });
});
