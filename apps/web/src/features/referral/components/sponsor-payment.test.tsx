import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatFcfa, type SponsorActivation } from '@lome/shared';
import { api } from '@/lib/api-client';
import { authActions, type StoredUser } from '@/features/auth/hooks/use-auth';
import { SponsorPayment } from './sponsor-payment';
import { renderRoutesWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const sponsor: StoredUser = {
  id: 'u1',
  firstname: 'Afi',
  lastname: 'Lawson',
  email: 'afi@example.com',
  user_status: 'sponsor',
  phone: '90112233',
};

const pending: SponsorActivation = {
  activation_status: 'pending_payment',
  activated_at: null,
  kit_handed_over_at: null,
  payment_info: {
    amount: 200000,
    currency: 'FCFA',
    sponsor_grille_id: 'g1',
    kit_description: 'Tablier et 10 bons repas',
    user_id: 'u1',
  },
  pending_payment: null,
};

/** /sponsor-payment opened as after a reload: no navigation state. */
function openReloaded(user: StoredUser | null) {
  if (user) authActions.login('token', user);
  renderRoutesWithProviders([{ path: '/sponsor-payment', element: <SponsorPayment /> }], {
    initialEntries: ['/sponsor-payment'],
  });
}

beforeEach(() => {
  // What the API client does on a 401: the session of the test before is gone.
  window.dispatchEvent(new Event('auth:unauthorized'));
  fetched.mockReset();
});
afterEach(cleanup);

describe('SponsorPayment reloaded', () => {
  it('reads a logged-in sponsor’s activation from the server and offers to pay it', async () => {
    fetched.mockImplementation(async (path) => {
      if (path === '/sponsor/activation') return pending;
      throw new Error(`unexpected ${path}`);
    });
    openReloaded(sponsor);
    expect(await screen.findByTestId('sponsor-amount')).toHaveProperty('textContent', formatFcfa(200000));
    screen.getByText('Afi Lawson');
    screen.getByText('Tablier et 10 bons repas');
    expect(screen.queryByText(/Données de paiement manquantes/)).toBeNull();
    // 90 is a TMONEY number: the network follows it.
    expect((screen.getByLabelText('Réseau') as HTMLSelectElement).value).toBe('TMONEY');
    fireEvent.change(screen.getByLabelText('Numéro de téléphone mobile money'), {
      target: { value: '96112233' },
    });
    expect((screen.getByLabelText('Réseau') as HTMLSelectElement).value).toBe('FLOOZ');
  });

  it('says an active sponsor has nothing to pay', async () => {
    fetched.mockResolvedValue({ ...pending, activation_status: 'active', payment_info: null });
    openReloaded(sponsor);
    await screen.findByText("Votre compte Sponsor est déjà actif : il n'y a rien à payer.");
  });

  it('sends a visitor without registration data back to the form', () => {
    openReloaded(null);
    screen.getByText("Données de paiement manquantes. Veuillez recommencer l'inscription.");
    expect(fetched).not.toHaveBeenCalled();
  });
});
