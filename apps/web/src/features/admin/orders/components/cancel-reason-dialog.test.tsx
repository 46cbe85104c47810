import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelMessages, STAFF_CANCEL_REASONS } from '@lome/shared';
import { CancelReasonDialog } from './cancel-reason-dialog';

const order = { code_commande: 'CMD-AKOUVI', is_paid: true, total_price: 6750 };

function open(onConfirm = vi.fn(), error: string | null = null) {
  render(
    <CancelReasonDialog order={order} pending={false} error={error} onConfirm={onConfirm} onHide={vi.fn()} />,
  );
  return onConfirm;
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));

describe('CancelReasonDialog', () => {
  afterEach(cleanup);

  it('offers the usual reasons and Autre, and says a paid order will be refunded', () => {
    open();
    expect(screen.getAllByRole('radio').map((r) => r.closest('.form-check')?.textContent)).toEqual([
      ...STAFF_CANCEL_REASONS,
      'Autre',
    ]);
    screen.getByText(/Cette commande est payée : 6 750 FCFA seront à rembourser/);
  });

  it('asks for a reason before cancelling', () => {
    const onConfirm = open();
    submit();
    expect(screen.getByRole('alert').textContent).toBe(cancelMessages.reasonRequired);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the reason chosen', () => {
    const onConfirm = open();
    fireEvent.click(screen.getByLabelText('Client injoignable'));
    submit();
    expect(onConfirm).toHaveBeenCalledWith('Client injoignable');
  });

  it("sends staff's own words for Autre, and not an empty text", () => {
    const onConfirm = open();
    fireEvent.click(screen.getByLabelText('Autre'));
    submit();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Précisez le motif'), {
      target: { value: '  Livreur accidenté  ' },
    });
    submit();
    expect(onConfirm).toHaveBeenCalledWith('Livreur accidenté');
  });

  it("shows the server's refusal", () => {
    open(vi.fn(), 'Cette commande est déjà livrée.');
    expect(screen.getByRole('alert').textContent).toBe('Cette commande est déjà livrée.');
  });
});
