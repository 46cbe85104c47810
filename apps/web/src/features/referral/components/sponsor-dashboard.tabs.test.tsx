import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { messages } from '@lome/shared';
import {
  apporteur,
  answer,
  dashboard,
  menuDish,
  open,
  resetDashboard,
  rewards,
} from '@/test/fixtures/sponsor-dashboard';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

beforeEach(resetDashboard);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sponsor dashboard', () => {
  it("'Générer mes liens' says so and opens the links modal; a failure says the spec's text", async () => {
    let fail = true;
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard(),
      '/sponsor/rewards': rewards(),
      '/sponsor/link': () => {
        if (fail) throw new ApiError(500, messages.unknownError);
        return { register_link: 'https://chezmama.tg/ref/K7M2QX' };
      },
    });
    open();
    const generate = await screen.findByRole('button', { name: 'Générer mes liens' });
    fireEvent.click(generate);
    const failed = await screen.findByText('Erreur lors de la génération des liens');
    // P11.8: no message from the server, so the link generation's own fallback.
    within(failed.closest('.alert') as HTMLElement).getByText('Erreur de génération');

    fail = false;
    fireEvent.click(generate);
    await screen.findByText('Liens générés avec succès!');
    expect(screen.queryByText('Erreur lors de la génération des liens')).toBeNull();
    const modal = await screen.findByRole('dialog', { name: 'Mes liens de parrainage' });
    expect(within(modal).getByLabelText("Lien d'inscription")).toHaveProperty(
      'value',
      'https://chezmama.tg/ref/K7M2QX',
    );
    within(modal).getByText(
      'Vous gagnez 1% sur toutes les commandes de vos filleuls et un plat offert toutes les 5 commandes de chacun.',
    );
  });

  it("'Mes gains' shows the rewards with their status, the credits and the next payment", async () => {
    answer({ '/me': { user: apporteur }, '/sponsor/dashboard': dashboard(), '/sponsor/rewards': rewards() });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mes gains' }));
    const history = within(screen.getByRole('list', { name: 'Historique des gains' })).getAllByRole(
      'listitem',
    );
    expect(history[0]!.textContent).toContain('+95\u00a0FCFAEn attente');
    expect(history[1]!.textContent).toContain('+25\u00a0000\u00a0FCFAPayé');
    expect(history[2]!.textContent).toContain('−40\u00a0FCFAEn attente');
    const credits = within(screen.getByRole('list', { name: 'Plats gratuits' })).getAllByRole('listitem');
    expect(credits[0]!.textContent).toContain('Ablo au poisson');
    expect(credits[0]!.textContent).toContain('Expire le 01/04/2026');
    expect(credits[1]!.textContent).toContain('Plat surprise');
    expect(screen.getAllByText('Disponible')).toHaveLength(2);
    // A used credit says so, and cannot be used again.
    expect(credits[2]!.textContent).toContain('Déjà utilisé');
    expect(within(credits[2]!).queryByRole('button')).toBeNull();
    screen.getByText('Fin du mois');
    expect(screen.getByText('Déjà payés').nextElementSibling?.textContent).toBe('10\u00a0000\u00a0FCFA');
  });

  it("'Utiliser' puts the credited dish into the cart with the credit and goes to the cart", async () => {
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard(),
      '/sponsor/rewards': rewards(),
      '/menu': { categories: [], dishes: [menuDish('ablo', 'Ablo au poisson', 4500)] },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mes gains' }));
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser : Ablo au poisson' }));
    await screen.findByText('page du panier');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([
      expect.objectContaining({ id: 'ablo', price: 4500, quantity: 1 }),
    ]);
    expect(JSON.parse(localStorage.getItem('free_dish')!)).toEqual({
      credit_id: 'fd1',
      dish_id: 'ablo',
      dish_name: 'Ablo au poisson',
    });
  });

  it("'Utiliser' on a 'Plat surprise' lets the customer pick a dish up to the cap", async () => {
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard(),
      '/sponsor/rewards': rewards(),
      '/menu': {
        categories: [],
        dishes: [menuDish('fufu', 'Fufu', 3500), menuDish('poisson', 'Poisson braisé', 7500)],
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mes gains' }));
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser : Plat surprise' }));
    const picker = await screen.findByRole('dialog', { name: 'Choisissez votre plat offert' });
    await within(picker).findByRole('radio', { name: /Fufu/ });
    expect(within(picker).queryByRole('radio', { name: /Poisson braisé/ })).toBeNull();
    const add = within(picker).getByRole('button', { name: 'Ajouter au panier' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(picker).getByRole('radio', { name: /Fufu/ }));
    fireEvent.click(add);
    await screen.findByText('page du panier');
    expect(JSON.parse(localStorage.getItem('free_dish')!)).toMatchObject({
      credit_id: 'fd2',
      dish_id: 'fufu',
    });
  });

  it("'Mon réseau' lists levels and orders, and an empty network offers the links", async () => {
    answer({ '/me': { user: apporteur }, '/sponsor/dashboard': dashboard(), '/sponsor/rewards': rewards() });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mon réseau' }));
    const people = within(screen.getByRole('list', { name: 'Mon réseau' })).getAllByRole('listitem');
    expect(people[0]!.textContent).toContain('Yao Mensah');
    expect(people[0]!.textContent).toContain('inscrit le 01/02/2026');
    expect(people[0]!.textContent).toContain('Commandes : 3');
    expect(people[0]!.textContent).toContain('Niveau 1');
    expect(people[1]!.textContent).toContain('Niveau 2');
  });

  it('offers link generation when the network is empty', async () => {
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard({ recent_sponsored: [] }),
      '/sponsor/rewards': rewards(),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mon réseau' }));
    screen.getByText('Votre réseau est encore vide');
    expect(screen.getAllByRole('button', { name: 'Générer mes liens' })).toHaveLength(2);
  });
});
