import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyInvitationInfo, CompanyMembers as Members } from '@lome/shared';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { CompanyMembers } from './company-members';
import { InvitationPage } from './invitation-page';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const pending: CompanyInvitationInfo = {
  company_name: 'Cabinet Lagune SARL',
  email: 'kafui@example.tg',
  expires_at: '2026-12-05T10:00:00.000Z',
  accepted_at: null,
};

const openLink = () =>
  renderWithProviders(<InvitationPage />, { initialEntries: ['/entreprise/invitation?token=abc-123'] });

beforeEach(() => {
  fetched.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('the invitation link', () => {
  it('says a used link has joined its colleague, not that it is invalid', async () => {
    fetched.mockResolvedValue({ ...pending, accepted_at: '2026-11-28T09:00:00.000Z' });
    openLink();
    expect(
      await screen.findByText(
        'Invitation déjà acceptée : kafui@example.tg fait partie de Cabinet Lagune SARL depuis le 28/11/2026.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Créer mon compte' })).toBeNull();
  });

  it("keeps the invitation in the login's address for a colleague who already has an account", async () => {
    fetched.mockResolvedValue(pending);
    openLink();
    const login = await screen.findByRole('link', { name: 'J’ai déjà un compte : me connecter' });
    expect(login.getAttribute('href')).toBe(
      `/login?retour=${encodeURIComponent('/entreprise/invitation?token=abc-123')}`,
    );
  });
});

describe("the holder's colleagues", () => {
  const members: Members = {
    members: [],
    invitations: [
      {
        id: 'inv-1',
        email: 'yao@example.tg',
        created_at: '2026-11-28T08:00:00.000Z',
        expires_at: '2026-12-05T08:00:00.000Z',
      },
    ],
  };

  it('takes back a pending invitation with its button, and says so', async () => {
    let revoked = false;
    fetched.mockImplementation(async (path: string, init?: { method?: string }) => {
      if (path === '/company/members') return revoked ? { members: [], invitations: [] } : members;
      if (path === '/company/invitations/inv-1' && init?.method === 'DELETE') {
        revoked = true;
        return { message: 'Invitation annulée : son lien ne fonctionne plus.' };
      }
      throw new Error(`unexpected call ${path}`);
    });
    renderWithProviders(<CompanyMembers />);
    const list = await screen.findByRole('list', { name: 'Collègues de l’entreprise' });
    fireEvent.click(within(list).getByRole('button', { name: 'Annuler l’invitation de yao@example.tg' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Invitation annulée : son lien ne fonctionne plus.',
    );
    await waitFor(() => expect(list.textContent).not.toContain('yao@example.tg'));
  });
});
