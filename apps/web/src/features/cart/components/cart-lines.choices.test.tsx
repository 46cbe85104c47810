import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cartLineKey, MAX_QUANTITY_PER_LINE } from '@lome/shared';
import { cartActions } from '../hooks/use-cart';
import { CartLines } from './cart-lines';

const plain = { id: 'p', name: 'Poisson braisé', image: '', category: 'c' };
const withAlloco = {
  ...plain,
  price: 3300,
  options: ['allo'],
  choices: [{ group: 'Accompagnement', name: 'Alloco', price_delta: 300 }],
  note: 'bien cuit',
  allergens: ['fish' as const],
};
const withRice = {
  ...plain,
  price: 3000,
  options: ['riz'],
  choices: [{ group: 'A', name: 'Riz', price_delta: 0 }],
};
const stored = () =>
  JSON.parse(localStorage.getItem('cart') ?? '[]') as { note?: string; quantity: number }[];

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartActions.clear();
    cartActions.add(withAlloco);
    cartActions.add(withRice);
  });
});
afterEach(cleanup);

describe('cart lines with choices', () => {
  it("shows each line's choices, note and allergens, priced by its unit price with its choices", () => {
    render(<CartLines />);
    screen.getByText('Alloco');
    screen.getByText('Riz');
    screen.getByText('bien cuit', { exact: false });
    screen.getByText('Allergènes : poisson');
    screen.getByText("3 300 FCFA l'unité");
    screen.getByText("3 000 FCFA l'unité");
  });

  it('changes one line of a dish, not its other lines', () => {
    render(<CartLines />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Ajouter une portion de Poisson braisé' })[1]!);
    expect(stored().map((l) => l.quantity)).toEqual([1, 2]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Supprimer Poisson braisé du panier' })[0]!);
    expect(stored()).toHaveLength(1);
  });

  it("edits a line's note", () => {
    render(<CartLines />);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la note de Poisson braisé' }));
    fireEvent.change(screen.getByLabelText(/Une précision pour la cuisine/), {
      target: { value: 'sans oignon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(stored()[0]?.note).toBe('sans oignon');
    screen.getByText('sans oignon', { exact: false });
  });

  it('stops "+" on every line of a dish once its lines together hold the most an order takes', () => {
    act(() => cartActions.setQuantity(cartLineKey(withAlloco), 30));
    act(() => cartActions.setQuantity(cartLineKey(withRice), 30));
    render(<CartLines />);
    // 30 with alloco, and the rice line stopped at 20: 50 of the dish in all.
    expect(stored().map((l) => l.quantity)).toEqual([30, 20]);
    const plus = screen.getAllByRole('button', { name: 'Ajouter une portion de Poisson braisé' });
    expect(plus.map((b) => b.hasAttribute('disabled'))).toEqual([true, true]);
    expect(screen.getAllByText(`${MAX_QUANTITY_PER_LINE} au maximum par plat`)).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Retirer une portion de Poisson braisé' })[0]!);
    expect(plus.map((b) => b.hasAttribute('disabled'))).toEqual([false, false]);
  });
});
