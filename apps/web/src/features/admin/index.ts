// The staff back-office's screens, as app/routes/admin.tsx shows them (STYLE.md: a feature is imported through
// its index).
export { AdminShell } from './shell/admin-shell';
export { TicketPage } from './ticket/components/ticket-page';
