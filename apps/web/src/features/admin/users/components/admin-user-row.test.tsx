import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '@lome/shared';
import { AdminUserRow } from './admin-user-row';

const aUser = (patch: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  name: 'Komi Agbeko',
  firstname: 'Komi',
  lastname: 'Agbeko',
  email: 'komi@example.tg',
  phone: '97001122',
  address: null,
  picture_user: null,
  user_status: 'particular',
  role: 'customer',
  referral_code: null,
  activation_status: 'active',
  company: null,
  created_at: '2026-11-20T10:00:00Z',
  deactivated_at: null,
  ...patch,
});

const row = (user: AdminUser) =>
  render(
    <table>
      <tbody>
        <AdminUserRow
          user={user}
          isSelf={false}
          busy={false}
          onRole={() => undefined}
          onActive={() => undefined}
        />
      </tbody>
    </table>,
  );

describe('AdminUserRow', () => {
  afterEach(cleanup);

  it('names the account type in French and shows a real address', () => {
    row(aUser());
    const shown = screen.getByRole('row', { name: 'Komi Agbeko' }).textContent;
    expect(shown).toContain('komi@example.tg');
    expect(shown).toContain('Particulier');
    expect(shown).not.toContain('particular');
  });

  it('shows no stand-in address for a rider or a caller without an e-mail', () => {
    row(aUser({ role: 'rider', email: 'livreur-r1@livreurs.invalid' }));
    const shown = screen.getByRole('row', { name: 'Komi Agbeko' }).textContent;
    expect(shown).not.toContain('.invalid');
    expect(shown).toContain('Livreur');
    cleanup();
    row(aUser({ email: '93555561@client-telephone.invalid' }));
    expect(screen.getByRole('row', { name: 'Komi Agbeko' }).textContent).not.toContain('.invalid');
  });
});
