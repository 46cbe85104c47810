import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render as renderInDom, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CartItem, MenuDish } from '@lome/shared';
import { cartActions } from '@/features/cart/hooks/use-cart';
import { DishCard } from './dish-card';
import { choice, optionGroup } from '@/test/fixtures/dish-options';

vi.mock('@/lib/confetti', () => ({
  fireConfetti: vi.fn(() => Promise.resolve()),
  originOf: () => ({ x: 0, y: 0 }),
}));

const dish: MenuDish = {
  id: 'poisson',
  name: 'Poisson braisé',
  description: '',
  price: 3000,
  image: '',
  category: 'c1',
  featured: false,
  type_dish: 'Plat',
  allergens: ['fish'],
  option_groups: [
    optionGroup('g-side', 'Accompagnement', [
      choice('atti', 'Attiéké', 0, { is_default: true }),
      choice('allo', 'Alloco', 300),
      choice('riz', 'Riz', 0, { available: false }),
    ]),
    {
      id: 'g-sauce',
      name: 'Sauces',
      required: true,
      min: 1,
      max: 2,
      choices: [
        {
          id: 'arachide',
          name: 'Sauce arachide',
          price_delta: 0,
          is_default: true,
          available: true,
          allergens: ['peanuts'],
        },
        {
          id: 'tomate',
          name: 'Sauce tomate',
          price_delta: 0,
          is_default: false,
          available: true,
          allergens: [],
        },
      ],
    },
    {
      id: 'g-size',
      name: 'Taille',
      required: false,
      min: 0,
      max: 1,
      choices: [
        {
          id: 'petit',
          name: 'Petite part',
          price_delta: -500,
          is_default: false,
          available: true,
          allergens: [],
        },
      ],
    },
  ],
};

const render = (ui: ReactElement) => renderInDom(ui, { wrapper: MemoryRouter });
const cart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as CartItem[];

async function openChoices(d: MenuDish = dish) {
  render(<DishCard dish={d} />);
  fireEvent.click(screen.getByRole('button', { name: `Ajouter ${d.name}` }));
  // The dialog's code loads when it is first opened.
  return within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
}

beforeEach(() => {
  localStorage.clear();
  act(() => cartActions.clear());
});
afterEach(cleanup);

// The dialog's code loads when it opens: on a loaded machine that is slower than the defaults allow.
describe("a dish's choices", { timeout: 20_000 }, () => {
  it('opens the choices with the defaults preselected, then adds the line chosen with its note', async () => {
    const dialog = await openChoices();
    expect(cart()).toEqual([]);
    expect((dialog.getByRole('radio', { name: 'Attiéké' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('checkbox', { name: /Sauce arachide/ }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('radio', { name: 'Sans' }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getAllByText('Obligatoire')).toHaveLength(2);
    expect((dialog.getByRole('radio', { name: /Riz/ }) as HTMLInputElement).disabled).toBe(true);
    dialog.getByText('+300 F');
    dialog.getByText('−500 F');
    expect(dialog.getByTestId('line-allergens').textContent).toBe('Allergènes : poisson, arachides');

    fireEvent.click(dialog.getByRole('radio', { name: /Alloco/ }));
    dialog.getByRole('button', { name: 'Ajouter · 3\u00a0300\u00a0FCFA' });
    fireEvent.click(dialog.getByRole('radio', { name: /Petite part/ }));
    dialog.getByRole('button', { name: 'Ajouter · 2\u00a0800\u00a0FCFA' });
    fireEvent.click(dialog.getByRole('checkbox', { name: /Sauce arachide/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /Sauce tomate/ }));
    expect(dialog.getByTestId('line-allergens').textContent).toBe('Allergènes : poisson');

    fireEvent.change(dialog.getByLabelText(/Une précision pour la cuisine/), {
      target: { value: 'bien cuit' },
    });
    fireEvent.click(dialog.getByRole('button', { name: /^Ajouter · / }));
    expect(cart()).toEqual([
      {
        id: 'poisson',
        name: 'Poisson braisé',
        price: 2800,
        image: '',
        category: 'c1',
        quantity: 1,
        options: ['allo', 'tomate', 'petit'],
        choices: [
          { group: 'Accompagnement', name: 'Alloco', price_delta: 300 },
          { group: 'Sauces', name: 'Sauce tomate', price_delta: 0 },
          { group: 'Taille', name: 'Petite part', price_delta: -500 },
        ],
        note: 'bien cuit',
        allergens: ['fish'],
      },
    ]);
  });

  it('refuses a required group left empty, naming it, and adds nothing', async () => {
    const dialog = await openChoices();
    fireEvent.click(dialog.getByRole('checkbox', { name: /Sauce arachide/ }));
    fireEvent.click(dialog.getByRole('button', { name: /^Ajouter · / }));
    expect(dialog.getByRole('alert').textContent).toBe(
      'Choisissez «\u00a0Sauces\u00a0» pour «\u00a0Poisson braisé\u00a0».',
    );
    expect(cart()).toEqual([]);
  });

  it('keeps the note to 140 characters', async () => {
    const dialog = await openChoices();
    const note = dialog.getByLabelText(/Une précision pour la cuisine/) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'x'.repeat(200) } });
    expect(note.value).toHaveLength(140);
    dialog.getByText('140/140');
  });

  it('puts the same dish with other choices on another line, counted together on the card', async () => {
    let dialog = await openChoices();
    fireEvent.click(dialog.getByRole('button', { name: /^Ajouter · / }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Poisson braisé' }));
    dialog = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
    fireEvent.click(dialog.getByRole('radio', { name: /Alloco/ }));
    fireEvent.click(dialog.getByRole('button', { name: /^Ajouter · / }));
    expect(cart().map((l) => [l.options, l.quantity])).toEqual([
      [['atti', 'arachide'], 1],
      [['allo', 'arachide'], 1],
    ]);
    expect(screen.getByText('dans le panier').parentElement?.textContent).toBe('2 dans le panier');
  });

  it('cannot add a dish with no portion left today', () => {
    render(<DishCard dish={{ ...dish, portions_left: 0 }} />);
    screen.getByText("Épuisé aujourd'hui");
    expect((screen.getByRole('button', { name: 'Épuisé' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ajouter Poisson braisé' })).toBeNull();
  });
});
