// A rider's own page (issue 19): only this file is imported from outside the feature (STYLE.md).
export { MyDeliveries } from './components/my-deliveries';
export { RiderLoginForm } from './components/rider-login-form';
