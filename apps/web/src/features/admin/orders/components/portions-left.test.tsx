import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { PortionsLeft } from './portions-left';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);
afterEach(cleanup);

const dish = (name: string, portions_left: number | null, available = true) => ({
  dish_id: name,
  dish_name: name,
  available,
  portions_left,
});

describe('PortionsLeft', () => {
  it('lists only the dishes with a limit and what is left of each today, a dish at 0 as sold out', async () => {
    fetched.mockResolvedValue([
      dish('Capitaine braisé', 3),
      dish('Bissap', null),
      dish('Gboma dessi', 0),
      dish('Caché', 5, false),
    ]);
    renderWithProviders(<PortionsLeft />);
    const line = await screen.findByLabelText("Portions restantes aujourd'hui");
    expect(line.textContent).toBe('Portions restantes : Capitaine braisé 3 · Gboma dessi (épuisé)');
  });

  it('shows nothing when no dish is limited', async () => {
    fetched.mockResolvedValue([dish('Bissap', null)]);
    const { container } = renderWithProviders(<PortionsLeft />);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledWith('/dishes'));
    expect(container.textContent).toBe('');
  });
});
