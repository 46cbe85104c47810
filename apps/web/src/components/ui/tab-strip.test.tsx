import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './tab-strip';

const TABS = [
  { key: 'order', title: 'Commande' },
  { key: 'reservation', title: 'Réservation' },
] as const;

function Strip() {
  const [active, setActive] = useState<'order' | 'reservation'>('order');
  return (
    <TabStrip id="t" tabs={TABS} active={active} onSelect={setActive}>
      <p>Panneau {active}</p>
    </TabStrip>
  );
}

describe('TabStrip', () => {
  it('shows the chosen tab’s panel, named by its tab, and moves with the arrow keys as the ARIA pattern says', () => {
    render(<Strip />);
    const order = screen.getByRole('tab', { name: 'Commande' });
    const reservation = screen.getByRole('tab', { name: 'Réservation' });
    expect(order.getAttribute('aria-selected')).toBe('true');
    expect(reservation.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'Commande' }).textContent).toBe('Panneau order');

    fireEvent.click(reservation);
    expect(screen.getByRole('tabpanel', { name: 'Réservation' }).textContent).toBe('Panneau reservation');
    expect(order.getAttribute('aria-selected')).toBe('false');

    // Past the last tab the arrow comes back to the first, with the focus.
    fireEvent.keyDown(reservation, { key: 'ArrowRight' });
    expect(order.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(order);
    fireEvent.keyDown(order, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panneau reservation');
  });
});
