import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@lome/shared';
import { api } from '@/lib/api-client';
import { anOrderSummary } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { OrderDetailDialog } from './order-detail-dialog';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

afterEach(cleanup);

describe('OrderDetailDialog', () => {
  it("shows each line's choices with their price changes and its note under the dish", async () => {
    const order = anOrderSummary({ code_commande: 'CMD-AKOUVI', is_paid: false });
    const detail: OrderDetail = {
      order,
      show_order_dish: [
        {
          dish_id: 'd1',
          dish_name: 'Poulet braisé',
          img_plat: null,
          quantity: 2,
          price_per_unit: 4_500,
          options: [
            { group: 'Accompagnement', name: 'Riz', price_delta: 0 },
            { group: 'Taille', name: 'Grand', price_delta: 1_000 },
          ],
          note: 'bien cuit',
        },
        { dish_id: 'd2', dish_name: 'Fufu', img_plat: null, quantity: 1, price_per_unit: 2_500 },
      ],
    };
    vi.mocked(api).mockResolvedValue(detail);
    renderWithProviders(<OrderDetailDialog order={order} onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const [chicken, fufu] = await within(dialog).findAllByRole('listitem');
    const text = (el: HTMLElement | undefined) => el?.textContent?.replace(/\u00a0/g, ' ');
    expect(text(chicken)).toContain('Poulet braisé');
    expect(text(chicken)).toContain('Riz, Grand (+1 000 FCFA)');
    expect(text(chicken)).toContain('Note : « bien cuit »');
    expect(text(chicken)).toContain('2 × 4 500 FCFA');
    expect(text(fufu)).not.toContain('Note');
  });
});
