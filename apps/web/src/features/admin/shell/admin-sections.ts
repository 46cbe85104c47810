import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@/config/paths';

export type AdminSection = {
  path: string;
  label: string;
  /** Staff run orders and reservations; admins also get the rest (P10.2). The API checks again. */
  adminOnly: boolean;
  Screen: LazyExoticComponent<ComponentType>;
};

// Each screen in its own chunk: staff at the counter load the board, not the menu editor.
export const adminSections: AdminSection[] = [
  {
    path: paths.admin,
    label: 'Commandes',
    adminOnly: false,
    Screen: lazy(() => import('../orders/components/order-board').then((m) => ({ default: m.OrderBoard }))),
  },
  {
    path: paths.adminReservations,
    label: 'Réservations',
    adminOnly: false,
    Screen: lazy(() =>
      import('../reservations/components/reservations-admin').then((m) => ({ default: m.ReservationsAdmin })),
    ),
  },
  {
    path: paths.adminMenu,
    label: 'Menu',
    adminOnly: true,
    Screen: lazy(() => import('../menu/components/menu-admin').then((m) => ({ default: m.MenuAdmin }))),
  },
  {
    path: paths.adminPublications,
    label: 'Publications',
    adminOnly: true,
    Screen: lazy(() =>
      import('../publications/components/publications-admin').then((m) => ({ default: m.PublicationsAdmin })),
    ),
  },
  {
    path: paths.adminMessages,
    label: 'Messages',
    adminOnly: true,
    Screen: lazy(() =>
      import('../publications/components/messages-admin').then((m) => ({ default: m.MessagesAdmin })),
    ),
  },
  {
    path: paths.adminMoney,
    label: 'Argent',
    adminOnly: true,
    Screen: lazy(() => import('../money/components/money-admin').then((m) => ({ default: m.MoneyAdmin }))),
  },
  {
    path: paths.adminReports,
    label: 'Chiffres',
    adminOnly: true,
    Screen: lazy(() =>
      import('../reports/components/reports-admin').then((m) => ({ default: m.ReportsAdmin })),
    ),
  },
  {
    path: paths.adminInvoices,
    label: 'Factures',
    adminOnly: true,
    Screen: lazy(() =>
      import('../invoices/components/invoices-admin').then((m) => ({ default: m.InvoicesAdmin })),
    ),
  },
  {
    path: paths.adminUsers,
    label: 'Utilisateurs',
    adminOnly: true,
    Screen: lazy(() => import('../users/components/users-admin').then((m) => ({ default: m.UsersAdmin }))),
  },
  {
    path: paths.adminRiders,
    label: 'Livreurs',
    adminOnly: true,
    Screen: lazy(() => import('../riders/components/riders-admin').then((m) => ({ default: m.RidersAdmin }))),
  },
  {
    path: paths.adminAudit,
    label: 'Journal',
    adminOnly: true,
    Screen: lazy(() => import('../audit/components/audit-log').then((m) => ({ default: m.AuditLog }))),
  },
  {
    path: paths.adminSettings,
    label: 'Réglages',
    adminOnly: true,
    Screen: lazy(() =>
      import('../settings/components/settings-admin').then((m) => ({ default: m.SettingsAdmin })),
    ),
  },
];
