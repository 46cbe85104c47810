import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatFcfa } from '@lome/shared';
import { renderWithProviders } from '@/test/render';
import { NewOrderDialog } from './new-order-dialog';

// Leaflet needs a real browser; the map's taps are the e2e journey's.
vi.mock('../../../checkout/components/location-map', () => ({ default: () => <div>carte</div> }));

const kossiwa = {
  id: 'u-kossiwa',
  firstname: 'Kossiwa',
  lastname: 'Mensah',
  email: null,
  phone: '96123456',
  light: false,
};
const office = {
  id: 'a1',
  label: 'Bureau',
  description: 'Immeuble BTCI, 3e étage',
  latitude: 6.14,
  longitude: 1.2228,
  phone: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

type Call = { url: string; body: Record<string, unknown> | undefined };

/** The back office's API as the dialog uses it: one dish of 3 500 FCFA, 1 000 FCFA of delivery at any point. */
function serveApi() {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    const path = url.replace(/^.*\/api/, '');
    if (path === '/dishes') {
      return Response.json([
        {
          dish_id: 'd1',
          dish_name: 'Ayimolou',
          dish_price: 3_500,
          available: true,
          sold_out: false,
          option_groups: [
            {
              id: 'g1',
              name: 'Accompagnement',
              required: true,
              min: 1,
              max: 1,
              choices: [
                { id: 'riz', name: 'Riz', price_delta: 0, is_default: true, available: true, allergens: [] },
                {
                  id: 'alloco',
                  name: 'Alloco',
                  price_delta: 500,
                  is_default: false,
                  available: true,
                  allergens: [],
                },
              ],
            },
          ],
        },
      ]);
    }
    if (path.startsWith('/admin/orders/customers/u-kossiwa/addresses')) {
      return Response.json({ addresses: [office], company_address: null });
    }
    if (path.startsWith('/admin/orders/customers?')) return Response.json({ customers: [kossiwa] });
    if (path === '/admin/orders/quote') {
      const quantity = (body!.dishes as { quantity: number }[])[0]!.quantity;
      const fee = body!.latitude !== undefined ? 1_000 : 0;
      return Response.json({
        lines: [],
        dishes_total: 3_500 * quantity,
        discount_amount: 0,
        discounts: { free_dish: 0, newsletter: 0 },
        free_dish: null,
        newsletter_eligible: false,
        delivery_price: fee,
        distance_m: fee ? 900 : null,
        delivery_by_distance: true,
        min_order_total: 0,
        total_price: 3_500 * quantity + fee,
        total_quantite: quantity,
      });
    }
    if (path === '/admin/orders')
      return Response.json({ order_id: 'o1', customer_id: kossiwa.id }, { status: 201 });
    return Response.json({ message: 'inconnu' }, { status: 404 });
  });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => Promise.resolve(fetch(url, init)));
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function takeOrder() {
  renderWithProviders(<NewOrderDialog show onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Prénom'), { target: { value: 'Afi' } });
  fireEvent.change(within(dialog).getByLabelText('Téléphone (8 chiffres ou +228…)'), {
    target: { value: '96 12 34 56' },
  });
  fireEvent.change(within(dialog).getByLabelText('Chercher un plat'), { target: { value: 'ayim' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Ajouter' }));
  fireEvent.change(within(dialog).getByLabelText('Adresse'), { target: { value: 'Tokoin' } });
  return dialog;
}

describe('NewOrderDialog', () => {
  it("places the point from the caller's saved address and shows the fee and the total the push will ask", async () => {
    const calls = serveApi();
    const dialog = await takeOrder();
    const saved = await within(dialog).findByLabelText('Adresse enregistrée du client');
    fireEvent.change(saved, { target: { value: 'a1' } });
    const amounts = await within(dialog).findByLabelText('Montant à payer');
    await waitFor(() => expect(amounts.textContent).toContain(`Total à payer${formatFcfa(4_500)}`));
    expect(amounts.textContent).toContain(`Livraison${formatFcfa(1_000)}`);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Adresse').value).toBe(
      'Bureau : Immeuble BTCI, 3e étage',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande de paiement' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/admin/orders'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/admin/orders'))!.body!;
    // The point priced is the point sent, and the network is the number's (96: Moov, FLOOZ).
    expect(sent).toMatchObject({ latitude: 6.14, longitude: 1.2228, payment: { method: 'FLOOZ' } });
  });

  it('takes the side and the note the caller says, and sends them to be priced and ordered', async () => {
    const calls = serveApi();
    const dialog = await takeOrder();
    const side = within(dialog).getByLabelText<HTMLSelectElement>('Accompagnement de Ayimolou');
    // The required group starts at its default, as the server would take it.
    expect(side.value).toBe('riz');
    fireEvent.change(side, { target: { value: 'alloco' } });
    fireEvent.change(within(dialog).getByLabelText('Note pour Ayimolou'), {
      target: { value: 'piment à part' },
    });
    expect(within(dialog).getByText(/× Ayimolou/).textContent).toContain(formatFcfa(4_000));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.endsWith('/quote') &&
            JSON.stringify(c.body?.dishes) ===
              JSON.stringify([{ dish_id: 'd1', quantity: 1, options: ['alloco'], note: 'piment à part' }]),
        ),
      ).toBe(true),
    );
  });

  it('places the point from a landmark of Lomé', async () => {
    const calls = serveApi();
    const dialog = await takeOrder();
    fireEvent.change(within(dialog).getByLabelText('Repère'), { target: { value: 'Marché de Bè' } });
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/quote') && c.body?.latitude === 6.1398)).toBe(true),
    );
    expect(await within(dialog).findByText(/Point de livraison placé/)).toBeTruthy();
  });

  it('shows the name on file when staff typed another one for that number', async () => {
    serveApi();
    const dialog = await takeOrder();
    const warning = await within(dialog).findByText(/Ce numéro est enregistré au nom de/);
    expect(warning.textContent).toContain('Kossiwa Mensah');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprendre le nom enregistré' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Prénom').value).toBe('Kossiwa');
    expect(within(dialog).queryByText(/Ce numéro est enregistré au nom de/)).toBeNull();
  });
});
