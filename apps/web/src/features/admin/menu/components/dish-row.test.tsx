import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { anAdminDish } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { DishRow } from './dish-row';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const dish = anAdminDish();

afterEach(() => {
  cleanup();
  fetched.mockReset();
});

function renderRow() {
  renderWithProviders(<DishRow dish={dish} first last onEdit={vi.fn()} onError={vi.fn()} />);
  return screen.getByRole('switch', { name: "Épuisé aujourd'hui" });
}

describe('DishRow', () => {
  it('shows a switch as tapped at once, not one task later, while the server records it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fetched.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const soldOut = renderRow();

    fireEvent.click(soldOut);
    // Still in the tap's task: TanStack Query tells React of the pending write only in a later one.
    expect((soldOut as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(fetched).toHaveBeenCalledWith('/admin/dishes/d1', {
        method: 'PATCH',
        body: { sold_out_today: true },
      }),
    );
    expect((soldOut as HTMLInputElement).checked).toBe(true);
    answer({ ...dish, sold_out_today: true });
    await waitFor(() => expect((soldOut as HTMLInputElement).disabled).toBe(false));
  });

  it('puts the switch back when the server refuses', async () => {
    fetched.mockRejectedValue(new Error('refusé'));
    const soldOut = renderRow();

    fireEvent.click(soldOut);
    await waitFor(() => expect((soldOut as HTMLInputElement).disabled).toBe(false));
    expect((soldOut as HTMLInputElement).checked).toBe(false);
  });
});
