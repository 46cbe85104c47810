import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteNavbar } from './site-navbar';

afterEach(cleanup);

describe('SiteNavbar account menu', () => {
  it('leads a customer to their profile, orders, reservations and favourites', () => {
    render(
      <MemoryRouter>
        <SiteNavbar cartCount={0} account={{ name: 'Afi', hasDashboard: false, onLogout: vi.fn() }} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Afi' }));
    const menu = screen.getByRole('link', { name: 'Mon profil' }).closest('ul')!;
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Mon profil', '/profile'],
      ['Mes commandes', '/orders'],
      ['Mes réservations', '/mes-reservations'],
      ['Mes favoris', '/favorites'],
    ]);
  });

  it("leads a company's holder or colleague to 'Mon entreprise'", () => {
    render(
      <MemoryRouter>
        <SiteNavbar
          cartCount={0}
          account={{ name: 'Kafui', hasDashboard: false, hasCompany: true, onLogout: vi.fn() }}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kafui' }));
    expect(screen.getByRole('link', { name: 'Mon entreprise' }).getAttribute('href')).toBe(
      '/profile?onglet=entreprise',
    );
  });
});

describe('SiteNavbar links', () => {
  it('reach the reservations, the blog and the orders from the menu a phone folds', () => {
    render(
      <MemoryRouter>
        <SiteNavbar cartCount={0} account={null} />
      </MemoryRouter>,
    );
    const folded = document.getElementById('site-nav')!;
    const links = within(folded)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Réservation', '/reservations'],
        ['Blog', '/blog'],
        ['Mes commandes', '/orders'],
      ]),
    );
  });
});
