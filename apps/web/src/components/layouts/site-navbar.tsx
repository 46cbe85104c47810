import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { restaurant } from '@lome/shared';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';

const links = [
  { to: paths.home, label: 'Accueil' },
  { to: paths.menu, label: 'Menu' },
  { to: paths.reservations, label: 'Réservation' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.about, label: 'À propos' },
  { to: paths.contact, label: 'Contact' },
];

/** 'Panier (3 articles)': the badge is visual only, so the count is part of the link's name. */
export function cartLabel(count: number): string {
  if (count <= 0) return 'Panier (vide)';
  return `Panier (${count} ${count > 1 ? 'articles' : 'article'})`;
}

/** The signed-in account as the navbar shows it; app/ reads it from the session (components never import features). */
export type NavbarAccount = {
  /** First name or full name; 'Mon compte' while the profile is not yet known. */
  name?: string;
  /** Referrers (sponsor, apporteur) get 'Tableau de bord'. */
  hasDashboard: boolean;
  /** Staff and admins get a link to the live order board (/admin). */
  isStaff?: boolean;
  /** Riders get 'Mes livraisons'. */
  isRider?: boolean;
  /** A company's holder and its colleagues get 'Mon entreprise'. */
  hasCompany?: boolean;
  onLogout: () => void;
};

/**
 * The signed-in account's menu, a disclosure button with a list of links (closes on Escape, outside click or
 * navigation). Hand-made on Bootstrap's classes: react-bootstrap's Dropdown would add Popper to every page.
 */
function AccountMenu({ account }: { account: NavbarAccount }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const root = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // A link followed from the menu changes the page: the menu closes.
  if (open && pathname !== openedAt) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <li
      ref={root}
      className="nav-item dropdown account-menu account-slot"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="nav-link dropdown-toggle d-flex align-items-center gap-1 px-2"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((o) => !o);
        }}
      >
        <Icon name="user" size={20} />
        <span className="account-name">{account.name || 'Mon compte'}</span>
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}>
        <li>
          <Link className="dropdown-item" to={paths.profile} onClick={close}>
            Mon profil
          </Link>
        </li>
        {account.hasCompany && (
          <li>
            <Link className="dropdown-item" to={paths.profileCompany} onClick={close}>
              Mon entreprise
            </Link>
          </li>
        )}
        {account.hasDashboard && (
          <li>
            <Link className="dropdown-item" to={paths.sponsorDashboard} onClick={close}>
              Tableau de bord
            </Link>
          </li>
        )}
        <li>
          <Link className="dropdown-item" to={paths.orders} onClick={close}>
            Mes commandes
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={paths.myReservations} onClick={close}>
            Mes réservations
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={paths.favorites} onClick={close}>
            Mes favoris
          </Link>
        </li>
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              close();
              account.onLogout();
              navigate(paths.home);
            }}
          >
            Déconnexion
          </button>
        </li>
      </ul>
    </li>
  );
}

/** Site navigation; the links collapse below the lg breakpoint, the cart and account stay visible (P11.1). */
export function SiteNavbar({
  cartCount: count,
  account,
}: {
  cartCount: number;
  account: NavbarAccount | null;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <nav
      className="navbar navbar-expand-lg bg-white border-bottom shadow-sm site-navbar"
      aria-label="Navigation principale"
    >
      <div className="container">
        <Link to={paths.home} className="navbar-brand fw-bold text-primary me-auto me-lg-4">
          {restaurant.name}
        </Link>
        <ul className="navbar-nav flex-row align-items-center gap-1 order-lg-last ms-lg-3">
          <li className="nav-item">
            <Link to={paths.cart} className="nav-link position-relative px-2" aria-label={cartLabel(count)}>
              <Icon name="cart" size={22} />
              {count > 0 && (
                <span
                  className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
                  aria-hidden="true"
                >
                  {count}
                </span>
              )}
            </Link>
          </li>
          {account ? (
            <AccountMenu account={account} />
          ) : (
            <li className="nav-item account-slot">
              <Link to={paths.login} className="nav-link px-2" aria-label="Se connecter" title="Se connecter">
                <Icon name="login" size={22} />
              </Link>
            </li>
          )}
        </ul>
        <button
          type="button"
          className={`navbar-toggler ms-2${expanded ? '' : ' collapsed'}`}
          aria-controls="site-nav"
          aria-expanded={expanded}
          aria-label="Ouvrir le menu de navigation"
          onClick={() => setExpanded((e) => !e)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        {/* Bootstrap's classes toggled directly: react-bootstrap's Collapse would add its transition code. */}
        <div id="site-nav" className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
          <ul className="navbar-nav mx-lg-auto">
            {links.map((l) => (
              <li className="nav-item" key={l.to}>
                <NavLink to={l.to} end className="nav-link" onClick={() => setExpanded(false)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {/* On a phone the account menu is one more tap away: the history is in the menu itself (a visitor is
                asked to sign in there). A wide screen has it in the account menu beside. */}
            <li className="nav-item d-lg-none">
              <NavLink to={paths.orders} className="nav-link" onClick={() => setExpanded(false)}>
                Mes commandes
              </NavLink>
            </li>
            {account?.isStaff && (
              <li className="nav-item">
                <NavLink to={paths.admin} className="nav-link fw-semibold" onClick={() => setExpanded(false)}>
                  Espace restaurant
                </NavLink>
              </li>
            )}
            {account?.isRider && (
              <li className="nav-item">
                <NavLink
                  to={paths.deliveries}
                  className="nav-link fw-semibold"
                  onClick={() => setExpanded(false)}
                >
                  Mes livraisons
                </NavLink>
              </li>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}
