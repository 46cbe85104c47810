import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFcfa } from '@lome/shared';
import { CashToCollect } from './cash-collect';

describe('CashToCollect', () => {
  afterEach(cleanup);
  const collect = { isPending: false, error: null, mutate: vi.fn() };

  it('offers the new amount when the sale is re-priced while the form is open', () => {
    const { rerender } = render(<CashToCollect total={5_400} collect={collect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Espèces encaissées' }));
    const field = () => screen.getByLabelText<HTMLInputElement>('Montant encaissé');
    expect(field().value).toBe('5400');
    // The board read the order again after the server refused 5 400: its discount went to another sale.
    rerender(<CashToCollect total={6_000} collect={collect} />);
    expect(screen.getByText(/À encaisser/).textContent).toBe(`À encaisser ${formatFcfa(6_000)}`);
    expect(field().value).toBe('6000');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(collect.mutate).toHaveBeenCalledWith(6_000);
  });
});
