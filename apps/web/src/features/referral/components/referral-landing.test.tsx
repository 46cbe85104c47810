import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { authActions, type StoredUser } from '@/features/auth/hooks/use-auth';
import { ReferralLanding } from './referral-landing';
import { renderRoutesWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const referrer: StoredUser = {
  id: 'u1',
  firstname: 'Yawa',
  email: 'sponsor@chezmama.tg',
  user_status: 'sponsor',
  referral_code: 'K7M2QX',
};

function open(code: string) {
  renderRoutesWithProviders(
    [
      { path: '/ref/:code', element: <ReferralLanding code={code} /> },
      { path: '/sponsor-dashboard', element: <p>tableau de bord</p> },
    ],
    { initialEntries: [`/ref/${code}`] },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetched.mockReset();
  // What the API answers a signed-in referrer checking its own code (P7.1: no self-referral).
  fetched.mockRejectedValue(new ApiError(404, authMessages.referralInvalid));
});
afterEach(() => {
  cleanup();
  act(() => void authActions.logout());
});

describe('the referral landing', () => {
  it('tells a signed-in referrer opening its own link that it is theirs, with the way to the dashboard', async () => {
    act(() => authActions.login('token', referrer));
    open('k7m2qx');
    await screen.findByText("C'est votre propre lien de parrainage : partagez-le à vos proches.");
    expect(screen.getByRole('link', { name: 'Voir mon tableau de bord' }).getAttribute('href')).toBe(
      '/sponsor-dashboard',
    );
    expect(screen.queryByText(authMessages.referralInvalid)).toBeNull();
    // Not checked and not kept: a referrer cannot be its own referral.
    expect(fetched).not.toHaveBeenCalledWith(expect.stringContaining('/referral/check/'));
    expect(localStorage.getItem('referral_code') ?? sessionStorage.getItem('referral_code')).toBeNull();
  });

  it('still says an unknown code is invalid to a signed-in referrer', async () => {
    act(() => authActions.login('token', referrer));
    open('ZZZZZZ');
    await screen.findByText(authMessages.referralInvalid);
    expect(screen.queryByText(/votre propre lien/)).toBeNull();
  });

  it('shows a visitor who invited them', async () => {
    fetched.mockResolvedValue({ sponsor_name: 'Yawa Mensah', sponsor_type: 'sponsor' });
    open('K7M2QX');
    await screen.findByText('Vous avez été invité(e) par');
    screen.getByText(/Yawa Mensah/);
  });
});
