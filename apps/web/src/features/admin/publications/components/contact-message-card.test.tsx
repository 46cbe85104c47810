import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminContactMessage } from '@lome/shared';
import { ContactMessageCard } from './contact-message-card';

afterEach(cleanup);

// An address may legally hold '?', '&' or '%': raw in a mailto: they would start the query or cut it.
const message: AdminContactMessage = {
  id: 'm1',
  firstname: 'Ama',
  lastname: 'Koffi',
  email: 'ama&co?x=1@exemple.tg',
  phone: null,
  subject: 'other',
  message: 'Bonjour',
  handled_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('ContactMessageCard', () => {
  it('links the address encoded, so its characters cannot change the recipient or the subject', () => {
    render(<ContactMessageCard message={message} pending={false} onMark={vi.fn()} />);
    const href = screen.getByRole('link', { name: message.email }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:ama%26co%3Fx%3D1@exemple.tg?subject=')).toBe(true);
    expect(decodeURIComponent(new URL(href).pathname)).toBe(message.email);
  });
});
