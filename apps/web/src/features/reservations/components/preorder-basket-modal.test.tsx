import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatFcfa, type Dish } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { preorderBasketActions, preorderBasketKey } from '../hooks/use-preorder-basket';
import { PreorderBasketModal } from './preorder-basket-modal';
import { renderWithProviders } from '@/test/render';

/** The Lomé day (UTC) two days from now: inside the 7 days a pickup may be booked. */
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

const fetched = vi.mocked(api);

const fufu: Dish = {
  dish_id: 'fufu',
  dish_name: 'Fufu sauce arachide',
  dish_description: '',
  dish_price: 3500,
  bg_image: '',
  specialite_id: 'c1',
  type_name: 'Plats Principaux',
  featured: false,
  available: true,
  preparation_time: null,
  requires_advance_notice: false,
};
const contact = { name: 'Ama Mensah', email: 'ama@example.tg', phone: '90112233' };

function renderBasket(onLoginRequired = vi.fn()) {
  renderWithProviders(
    <PreorderBasketModal
      show
      onHide={() => {}}
      contact={contact}
      onLoginRequired={onLoginRequired}
      onReserved={() => {}}
    />,
  );
  return onLoginRequired;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  sessionStorage.clear();
  fetched.mockReset();
  // Saved when the price was still 3 000 FCFA.
  act(() => {
    preorderBasketActions.clear();
    preorderBasketActions.add({ id: 'fufu', name: fufu.dish_name, price: 3000, image: '', category: 'c1' });
    preorderBasketActions.add({ id: 'fufu', name: fufu.dish_name, price: 3000, image: '', category: 'c1' });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the pre-reservation basket', () => {
  it("totals today's menu prices, not the ones saved with the basket", async () => {
    fetched.mockResolvedValue({ categories: [], dishes: [fufu] });
    renderBasket();
    await waitFor(() => expect(screen.getByTestId('preorder-total').textContent).toBe(formatFcfa(7000)));
    const unit = `${formatFcfa(3500)} l'unité`;
    screen.getByText((_, el) => el?.textContent === unit);
  });

  it('asks to log in again when the session ended, keeping the basket and showing no server message', async () => {
    fetched.mockImplementation(async (path: string) => {
      if (path === '/menu') return { categories: [], dishes: [fufu] };
      throw new ApiError(401, 'Session expirée, veuillez vous reconnecter.', 'UNAUTHENTICATED');
    });
    const onLoginRequired = renderBasket();
    fill('Date', inTwoDays());
    fill('Heure', '12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la Réservation' }));

    await waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
    expect(fetched).toHaveBeenCalledWith('/reservations', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByText(/Session expirée/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(localStorage.getItem(preorderBasketKey)!)).toEqual([
      expect.objectContaining({ id: 'fufu', quantity: 2 }),
    ]);
  });

  it('marks invalid fields for assistive technology and points them at their message', async () => {
    fetched.mockResolvedValue({ categories: [], dishes: [fufu] });
    renderBasket();
    fill('Téléphone', '');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la Réservation' }));

    const phone = await screen.findByLabelText('Téléphone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const [message] = phone.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(message!)?.textContent).toBe('Veuillez saisir votre numéro de téléphone');
    const date = screen.getByLabelText('Date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const described = date
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((i) => document.getElementById(i));
    expect(described.map((e) => e?.textContent)).toEqual([
      'Veuillez sélectionner une date et une heure de retrait',
      "Retrait pendant nos heures d'ouverture, aujourd'hui ou dans les 7 prochains jours.",
    ]);
    expect(screen.getByLabelText('Nom complet').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('Nom complet').getAttribute('aria-describedby')).toBeNull();
  });

  it('leads a new, unpaid reservation to its payment instead of saying it is confirmed', async () => {
    const created = {
      id: 'r1',
      reservation_id: 'r1',
      code: 'RES-AFI',
      source: 'preorder',
      status: 'pending',
      reservation_date: `${inTwoDays()} 12:00:00`,
      pickup_location: 'restaurant',
      notes: null,
      contact_name: contact.name,
      contact_email: contact.email,
      contact_phone: '90112233',
      total_price: 7000,
      total_quantite: 2,
      is_paid: false,
      paid_at: null,
      created_at: new Date().toISOString(),
    };
    fetched.mockImplementation(async (path: string) =>
      path === '/menu' ? { categories: [], dishes: [fufu] } : created,
    );
    renderBasket();
    fill('Date', inTwoDays());
    fill('Heure', '12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la Réservation' }));

    await screen.findByText(/Payez-la pour la confirmer/);
    expect(screen.getByTestId('payment-amount').textContent).toBe(formatFcfa(7000));
    expect((screen.getByLabelText('Numéro de paiement') as HTMLInputElement).value).toBe('90112233');
    expect(screen.queryByText(/Réservation confirmée/)).toBeNull();
  });

  it("offers only the times after each dish's own notice, inside the hours, the Saturday evening until closing", async () => {
    const menu = {
      categories: [],
      dishes: [
        { ...fufu, dish_name: 'Thieboudienne', requires_advance_notice: true, advance_notice_hours: 24 },
      ],
    };
    // The reservation the server makes of it: the basket then asks for its payment.
    const created = {
      id: 'r2',
      reservation_id: 'r2',
      code: 'RES-THI',
      source: 'preorder',
      status: 'pending',
      reservation_date: '2026-03-14 22:45:00',
      pickup_location: 'restaurant',
      notes: null,
      contact_name: contact.name,
      contact_email: contact.email,
      contact_phone: '90112233',
      total_price: 3500,
      total_quantite: 1,
      is_paid: false,
      paid_at: null,
      created_at: '2026-03-10T14:00:00.000Z',
    };
    fetched.mockImplementation(async (path: string) => (path === '/menu' ? menu : created));
    // Only the clock is set: Tuesday 14:00, so Wednesday's first pickup is 14h00 (24 h later), not 11h30.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T14:00:00Z'));
    renderBasket();
    await screen.findByText(/Thieboudienne se réserve 24 h à l'avance : seules les heures possibles/);
    const offered = () =>
      [...screen.getByLabelText<HTMLSelectElement>('Heure').options].map((o) => o.textContent).slice(1);
    expect(screen.getByLabelText('Date').getAttribute('min')).toBe('2026-03-11');
    expect(screen.getByLabelText('Date').getAttribute('max')).toBe('2026-03-17');
    fill('Date', '2026-03-11');
    expect(offered().slice(0, 3)).toEqual(['14h00', '14h15', '19h00']);
    fill('Date', '2026-03-14');
    expect(offered().at(-1)).toBe('22h45');
    fill('Heure', '22h45'.replace('h', ':'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la Réservation' }));
    await waitFor(() =>
      expect(fetched).toHaveBeenCalledWith(
        '/reservations',
        expect.objectContaining({
          body: expect.objectContaining({ reservation_date: '2026-03-14 22:45:00' }),
        }),
      ),
    );
    expect(await screen.findByText(/samedi 14 mars à 22h45/)).toBeTruthy();
  });
});
