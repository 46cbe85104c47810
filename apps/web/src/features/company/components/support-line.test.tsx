import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { authActions, type StoredUser } from '@/features/auth';
import { renderWithProviders } from '@/test/render';
import { CompanySupportLine } from './support-line';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const customer: StoredUser = {
  id: 'u1',
  firstname: 'Afi',
  email: 'afi@example.tg',
  user_status: 'particular',
};
const line = {
  whatsapp: '+228 90 00 00 01',
  whatsapp_url: 'https://wa.me/22890000001',
  phone: null,
  phone_href: null,
};

beforeEach(() => {
  fetched.mockReset();
  fetched.mockResolvedValue(line);
});
afterEach(() => {
  cleanup();
  authActions.logout();
});

describe('CompanySupportLine', () => {
  it("never asks for the company's line for a customer who belongs to no company", async () => {
    authActions.login('t', { ...customer, company_member: false });
    renderWithProviders(<CompanySupportLine />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).not.toHaveBeenCalled();
    expect(screen.queryByTestId('company-support')).toBeNull();
  });

  it("shows a colleague the company's direct line", async () => {
    authActions.login('t', { ...customer, company_member: true });
    renderWithProviders(<CompanySupportLine />);
    expect(await screen.findByRole('link', { name: 'WhatsApp +228 90 00 00 01' })).toBeTruthy();
    await waitFor(() => expect(fetched).toHaveBeenCalledWith('/company/support'));
  });
});
