import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { RushSwitch } from './rush-switch';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

afterEach(() => {
  cleanup();
  fetched.mockReset();
});

const rushSwitch = () => screen.getByLabelText(/Mode rush/) as HTMLInputElement;

describe('RushSwitch', () => {
  it('shows the tap at once, not one task later, while the server records it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fetched.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<RushSwitch on={false} />);

    fireEvent.click(rushSwitch());
    // Still in the tap's task: TanStack Query tells React of the pending write only in a later one.
    expect(rushSwitch().checked).toBe(true);
    expect(rushSwitch().disabled).toBe(true);
    await waitFor(() =>
      expect(fetched).toHaveBeenCalledWith('/admin/rush', { method: 'PUT', body: { on: true } }),
    );
    answer({ rush: true });
    await waitFor(() => expect(rushSwitch().disabled).toBe(false));
  });

  it('goes back and says so when the server refuses', async () => {
    fetched.mockRejectedValue(new Error('refusé'));
    renderWithProviders(<RushSwitch on={false} />);

    fireEvent.click(rushSwitch());
    await waitFor(() => expect(rushSwitch().disabled).toBe(false));
    expect(rushSwitch().checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('Le mode rush n’a pas pu être changé.');
  });
});
