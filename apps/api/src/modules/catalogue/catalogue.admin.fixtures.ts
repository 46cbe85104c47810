import type { Menu } from '@lome/shared';
import type { TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { nearAddress } from '../../test/paygate-testing.js';

export type Headers = Record<string, string>;

/** The menu editor tests' steps on the app `t()`, editing as the admin `admin()`. */
export function menuEditorSteps(t: () => TestApp, admin: () => Headers) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t().app.inject({ method, url: `/api/admin${url}`, headers, ...(payload && { payload }) });
  const menu = async (headers: Headers = {}) => {
    const res = await t().app.inject({ method: 'GET', url: '/api/menu', headers });
    return { res, body: res.json() as Menu };
  };
  const newCategory = async (name: string) =>
    (await call('POST', '/categories', admin(), { name })).json() as { id: string };
  const newDish = async (categoryId: string, name: string, price = 2000) =>
    (await call('POST', '/dishes', admin(), { name, price, category_id: categoryId })).json() as {
      id: string;
    };
  const order = async (dishId: string) => {
    const { auth } = await createUser(t().db);
    return t().app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { ...nearAddress, dishes: [{ dish_id: dishId, quantity: 1 }] },
    });
  };
  return { call, menu, newCategory, newDish, order };
}
