import { test as base, expect } from '@playwright/test';
import { registerUser, type RegisteredUser } from './support/users';

export { expect };
export { expectNoSeriousA11yViolations } from './support/a11y';
export { watchCsp } from './support/csp';
export { readOutbox, type OutboxMail } from './support/outbox';
export { placePaidOrder, type OrderLine } from './support/referral';
export { fillRegistration, loginThroughForm, stat } from './support/referral-program';
export {
  checkoutToPayment,
  firstDish,
  oneDishInCart,
  openCheckout,
  pay,
  submitAddress,
} from './support/checkout';
export { day, openCartReservation, pickupWithinADay, reservationsOf } from './support/reservations';
export {
  fcfa,
  firstCategoryDishes,
  menuOf,
  orderNow,
  ordersOf,
  portion,
  addLabel,
  putInCart,
  addFromCard,
  type ApiOrder,
  type Menu,
  type MenuDish,
} from './support/api';
export {
  adminSession,
  loginInBrowser,
  openAs,
  registerUser,
  TEST_PASSWORD,
  type ApiUser,
  type RegisteredUser,
} from './support/users';

/**
 * `customer`: a fresh particular account registered through the API for the test that asks for it.
 * Every test also closes, when it ends, the browser contexts it opened itself (`openAs`, a visitor's
 * `browser.newContext()`): Playwright closes only its own `context`. Left open, a staff board or a tracking page
 * went on polling and streaming for the rest of the worker's run, and the machine's load grew journey by journey.
 */
export const test = base.extend<{ customer: RegisteredUser; closeOwnContexts: void }>({
  customer: async ({ request }, use) => {
    await use(await registerUser(request));
  },
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close()));
    },
    { auto: true },
  ],
});
