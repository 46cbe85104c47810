import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

const steps = () =>
  within(screen.getByRole('list', { name: 'Étapes de la commande' }))
    .getAllByRole('listitem')
    .map((li) => ({
      text: li.textContent,
      reached: li.dataset.reached === 'true',
      current: li.getAttribute('aria-current') === 'step',
    }));

describe('OrderTimeline', () => {
  it('ticks the statuses reached with their Lomé time, the current one marked', () => {
    render(
      <OrderTimeline
        status="preparation"
        times={{
          pending: '2026-11-23T11:58:00.000Z',
          confirmed: '2026-11-23T12:00:00.000Z',
          preparation: '2026-11-23T12:05:00.000Z',
        }}
      />,
    );
    expect(steps()).toEqual([
      { text: 'En attente23/11 11:58', reached: true, current: false },
      { text: 'Confirmée23/11 12:00', reached: true, current: false },
      { text: 'En préparation23/11 12:05', reached: true, current: true },
      { text: 'En livraison', reached: false, current: false },
      { text: 'Livrée', reached: false, current: false },
    ]);
  });

  it('ends a cancelled order at Annulée after the last step it reached', () => {
    render(
      <OrderTimeline
        status="cancelled"
        times={{
          pending: '2026-11-23T11:58:00.000Z',
          confirmed: '2026-11-23T12:00:00.000Z',
          cancelled: '2026-11-23T12:10:00.000Z',
        }}
      />,
    );
    expect(steps().map((s) => s.text)).toEqual([
      'En attente23/11 11:58',
      'Confirmée23/11 12:00',
      'Annulée23/11 12:10',
    ]);
    expect(steps().at(-1)?.current).toBe(true);
  });
});
