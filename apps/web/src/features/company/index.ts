// What the app and other features use of company accounts (issue 20): only this file is imported from outside.
export { CompanySection } from './components/company-section';
export { CompanySupportLine } from './components/support-line';
export { InvitationPage } from './components/invitation-page';
