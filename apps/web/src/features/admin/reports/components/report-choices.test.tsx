import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportChoices } from './report-choices';

afterEach(cleanup);

describe('"Choix les plus pris"', () => {
  it('lists each choice with its group, how many dishes took it and what its price changes brought', () => {
    render(
      <ReportChoices
        choices={[
          { group: 'Taille', name: 'Grand', count: 5, revenue: 5_000 },
          { group: 'Piment', name: 'Piment à part', count: 2, revenue: 0 },
          { group: 'Taille', name: 'Petit', count: 1, revenue: -500 },
        ]}
      />,
    );
    const block = screen.getByRole('region', { name: 'Choix les plus pris' });
    const rows = within(block)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent?.replace(/\u00a0/g, ' ')));
    expect(rows).toEqual([
      ['Taille', 'Grand', '5', '+5 000 FCFA'],
      ['Piment', 'Piment à part', '2', '0 FCFA'],
      ['Taille', 'Petit', '1', '-500 FCFA'],
    ]);
  });

  it('is not shown while no dish sold has choices (or a server that does not say)', () => {
    const { container, rerender } = render(<ReportChoices choices={[]} />);
    expect(container.textContent).toBe('');
    rerender(<ReportChoices choices={undefined} />);
    expect(container.textContent).toBe('');
  });
});
