import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CancellationNote } from './cancellation-note';

const refund = {
  status: 'pending',
  amount: 5000,
  reference: null,
  settled_at: null,
  phone: '97001122',
} as const;

describe('CancellationNote', () => {
  afterEach(cleanup);

  it("gives staff's reason and the refund under way", () => {
    render(<CancellationNote item={{ status: 'cancelled', cancel_reason: "Rupture d'un plat", refund }} />);
    expect(screen.getByTestId('cancellation-note').textContent).toBe(
      "Motif de l'annulation : Rupture d'un platRemboursement en cours (5\u00a0000\u00a0FCFA sur le 97 00 11 22)",
    );
  });

  it('says when the refund was sent', () => {
    render(
      <CancellationNote
        item={{
          status: 'cancelled',
          cancel_reason: 'Client injoignable',
          refund: { ...refund, status: 'settled', reference: 'FL-1', settled_at: '2026-03-12T09:00:00Z' },
        }}
      />,
    );
    screen.getByText('Remboursé le 12 mars 2026 (réf. FL-1)');
  });

  it('shows nothing for an order still alive, nor a reason for an expired one', () => {
    const { container, rerender } = render(
      <CancellationNote item={{ status: 'preparation', cancel_reason: null, refund: null }} />,
    );
    expect(container.textContent).toBe('');
    rerender(<CancellationNote item={{ status: 'cancelled', cancel_reason: 'expirée', refund: null }} />);
    expect(container.textContent).toBe('');
  });
});
