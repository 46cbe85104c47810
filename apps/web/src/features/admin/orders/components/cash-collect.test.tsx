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

  it('shows the change to give back when more than the total is handed over, and records what was handed over', () => {
    const mutate = vi.fn();
    render(<CashToCollect total={5_400} collect={{ ...collect, mutate }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Espèces encaissées' }));
    fireEvent.change(screen.getByLabelText('Montant encaissé'), { target: { value: '10 000' } });
    expect(screen.getByRole('status').textContent).toBe(`À rendre : ${formatFcfa(4_600)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(mutate).toHaveBeenCalledWith(10_000);
  });
});
