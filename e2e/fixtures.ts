import { test as base, expect } from '@playwright/test';
import { registerUser, type RegisteredUser } from './support/users';

export { expect };
export { expectNoSeriousA11yViolations } from './support/a11y';
export { readOutbox, type OutboxMail } from './support/outbox';
export { placePaidOrder, type OrderLine } from './support/referral';
export {
  fcfa,
  firstCategoryDishes,
  menuOf,
  orderNow,
  ordersOf,
  portion,
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

/** `customer`: a fresh particular account registered through the API for the test that asks for it. */
export const test = base.extend<{ customer: RegisteredUser }>({
  customer: async ({ request }, use) => {
    await use(await registerUser(request));
  },
});
