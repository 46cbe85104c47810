import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callerCodeMessages } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { PhoneOrdersClaim } from './phone-orders-claim';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

beforeEach(() => fetched.mockReset());
afterEach(cleanup);

function openForm() {
  renderWithProviders(<PhoneOrdersClaim />);
  fireEvent.click(screen.getByRole('button', { name: 'Retrouver ces commandes avec votre code client' }));
  return screen.getByRole('textbox', { name: 'Code client (6 chiffres)' });
}

describe('PhoneOrdersClaim', () => {
  it('checks the code before sending it, then says how many orders joined the account', async () => {
    fetched.mockResolvedValue({ message: callerCodeMessages.found(2), orders: 2, reservations: 0 });
    const field = openForm();
    fireEvent.change(field, { target: { value: '12 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retrouver mes commandes' }));
    expect(await screen.findByText(callerCodeMessages.code)).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retrouver mes commandes' }));
    expect(await screen.findByText(callerCodeMessages.found(2))).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith('/me/phone-orders', { method: 'POST', body: { code: '482913' } });
  });

  it('shows the server’s refusal under the field', async () => {
    const refusal = new ApiError(422, callerCodeMessages.invalid, 'CALLER_CODE_INVALID', {
      code: [callerCodeMessages.invalid],
    });
    fetched.mockRejectedValueOnce(refusal);
    const field = openForm();
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retrouver mes commandes' }));
    expect(await screen.findByText(callerCodeMessages.invalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
