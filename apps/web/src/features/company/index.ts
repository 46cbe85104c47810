// What the app and other features use of company accounts: only this file is imported from outside.
export { CompanySection } from './components/company-section';
export { CompanySupportLine } from './components/support-line';
export { InvitationPage } from './components/invitation-page';
