// A rider's own page: only this file is imported from outside the feature (STYLE.md).
export { MyDeliveries } from './components/my-deliveries';
export { RiderLoginForm } from './components/rider-login-form';
