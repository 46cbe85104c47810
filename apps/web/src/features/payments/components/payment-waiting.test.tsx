import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PaymentWaiting } from './payment-waiting';

afterEach(cleanup);

describe('PaymentWaiting', () => {
  it('tells the customer a push whose answer was lost is being checked, and that the prompt may be approved', () => {
    render(<PaymentWaiting phase="waiting" error={null} verifying />);
    expect(screen.getByRole('status').textContent).toContain(
      'Nous vérifions votre paiement… si une demande arrive sur votre téléphone, vous pouvez la valider',
    );
    expect(screen.queryByText(/indisponible/)).toBeNull();
  });

  it('asks for the confirmation on the phone once PayGate holds the push', () => {
    render(<PaymentWaiting phase="waiting" error={null} />);
    screen.getByText('En attente de votre confirmation');
    expect(screen.queryByText(/Nous vérifions/)).toBeNull();
  });
});
