import { describe, expect, it } from 'vitest';
import { contactReplyMailto } from './admin-messages.js';

describe('contactReplyMailto', () => {
  it.each([
    [
      { email: 'kossi@example.tg', firstname: 'Kossi', subject: 'event' as const },
      'mailto:kossi@example.tg?subject=Re%3A%20%C3%89v%C3%A9nement%20priv%C3%A9&body=Bonjour%20Kossi%2C%0A%0A',
    ],
    [
      { email: 'a+b@example.tg', firstname: 'Éli & Co', subject: 'other' as const },
      'mailto:a%2Bb@example.tg?subject=Re%3A%20Autre&body=Bonjour%20%C3%89li%20%26%20Co%2C%0A%0A',
    ],
  ])('answers %j with %s', (message, link) => {
    expect(contactReplyMailto(message)).toBe(link);
  });
});
