import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminSettingMessage,
  adminSettingsMessages,
  companyMessages,
  DEFAULT_OPENING_HOURS,
  type AdminSettings,
  type CompanySettings,
} from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { SettingsAdmin } from './settings-admin';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const settings: AdminSettings = {
  delivery_radius_km: 15,
  delivery_price: 0,
  direct_commission_bp: 100,
  network_commission_bp: 50,
  network_depth: 3,
  sponsor_bonus: 25_000,
  free_dish_every: 5,
  free_dish_cap: 5_000,
  free_dish_valid_days: 60,
  min_payout: 0,
  newsletter_discount_bp: 1_000,
  preparation_minutes: 25,
  delivery_minutes_per_km: 3,
  last_order_margin_minutes: 30,
  escalate_after_minutes: 5,
  auto_cancel_after_minutes: 20,
  unpaid_expiry_minutes: 30,
  cash_max_amount: 0,
};

const company: CompanySettings = {
  invoice_legal_name: '',
  invoice_address: '',
  invoice_nif: '',
  invoice_rccm: '',
  vat_rate_bp: 1_800,
  support_whatsapp: '',
  support_phone: '',
};

function renderScreen() {
  renderWithProviders(<SettingsAdmin />);
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
// Testing Library collapses the page's spaces (French digit groups use a narrow no-break space): so do we.
const shown = (message: string) => message.replace(/\s+/gu, ' ');
const puts = () => fetched.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(async (path, init) => {
    if (init?.method === 'PUT') return init.body as never;
    if (path === '/admin/company-settings') return company as never;
    if (path === '/admin/delivery-fees') return { bands: [], min_order_total: 0 } as never;
    return (path === '/admin/opening-hours' ? DEFAULT_OPENING_HOURS : settings) as never;
  });
});
afterEach(cleanup);

// Each test types a whole form key by key: seconds on a loaded machine, so more than the default 5 s.
describe('SettingsAdmin', { timeout: 30_000 }, () => {
  it('shows rates as percents and saves what was typed as whole FCFA and basis points', async () => {
    renderScreen();
    expect((await screen.findByLabelText<HTMLInputElement>('Commission directe (niveau 1)')).value).toBe('1');
    expect(input('Commission réseau (niveaux 2 et plus)').value).toBe('0,5');
    await waitFor(() => expect(document.title).toBe('Réglages — Espace restaurant — Chez Mama Lomé'));
    expect(input('Temps de préparation').value).toBe('25');

    type('Versement minimum', '2 000');
    type('Commission directe (niveau 1)', '1,5');
    type('Alerte si une commande payée n’est pas acceptée après', '8');
    save();

    expect(await screen.findByRole('status')).toHaveProperty('textContent', adminSettingsMessages.saved);
    expect(puts()).toEqual([
      [
        '/admin/settings',
        {
          method: 'PUT',
          body: { ...settings, min_payout: 2_000, direct_commission_bp: 150, escalate_after_minutes: 8 },
        },
      ],
    ]);
    expect(input('Versement minimum').value).toBe('2000');
  });

  it('refuses a figure out of range under its field, without calling the API', async () => {
    renderScreen();
    await screen.findByLabelText('Frais de livraison');
    type('Frais de livraison', '500,5');
    type('Rayon de livraison', '');
    save();
    await screen.findByText(shown(adminSettingMessage('delivery_price')));
    screen.getByText(shown(adminSettingMessage('delivery_radius_km')));
    expect(input('Frais de livraison').getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it("puts the server's message under its field", async () => {
    renderScreen();
    await screen.findByLabelText('Versement minimum');
    const answer = fetched.getMockImplementation()!;
    // Only the figures' PUT fails: the other sections of the page ask the API too.
    fetched.mockImplementation(async (path, init) => {
      if (path === '/admin/settings' && init?.method === 'PUT') {
        throw new ApiError(422, 'Invalide', 'VALIDATION_ERROR', { min_payout: ['Trop élevé pour ce mois.'] });
      }
      return answer(path, init);
    });
    save();
    await screen.findByText('Trop élevé pour ce mois.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('saves the invoices’ identity and the direct line in their own form, the VAT typed as a percent', async () => {
    renderScreen();
    expect((await screen.findByLabelText<HTMLInputElement>('Taux de TVA')).value).toBe('18');
    type('NIF', ' 1000999888 ');
    type('WhatsApp', '+228 90 55 44 33');
    type('Taux de TVA', '18,5');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la facturation et le support' }));
    await screen.findByText(companyMessages.settingsSaved);
    expect(puts()).toEqual([
      [
        '/admin/company-settings',
        {
          method: 'PUT',
          body: {
            ...company,
            invoice_nif: '1000999888',
            support_whatsapp: '+228 90 55 44 33',
            vat_rate_bp: 1_850,
          },
        },
      ],
    ]);
  });
});
