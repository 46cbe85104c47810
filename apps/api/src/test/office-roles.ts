import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/connection.js';
import { createUser } from './factories.js';

export type Auth = { authorization: string };

/** A customer, a staff member and an admin, each with a bearer token. */
export async function staffAccounts(
  db: Db,
): Promise<{ customer: Auth; staff: Auth; admin: Auth; adminId: string }> {
  const [customer, staff, admin] = await Promise.all([
    createUser(db),
    createUser(db, { role: 'staff' }),
    createUser(db, { role: 'admin', firstname: 'Ama', lastname: 'Admin' }),
  ]);
  return { customer: customer.auth, staff: staff.auth, admin: admin.auth, adminId: admin.user.id };
}

/** An admin-only call: 401 logged out, 403 for a customer and for staff (P10.2). */
export async function expectAdminOnly(
  app: FastifyInstance,
  accounts: { customer: Auth; staff: Auth },
  request: Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>,
): Promise<void> {
  const call = (auth: Record<string, string>) =>
    app.inject({ ...request, headers: { ...(request.headers as Record<string, string>), ...auth } });
  const anonymous = await call({});
  expect(anonymous.statusCode, `${request.method} ${request.url} logged out`).toBe(401);
  const customer = await call(accounts.customer);
  expect(customer.statusCode, `${request.method} ${request.url} as a customer`).toBe(403);
  const staff = await call(accounts.staff);
  expect(staff.statusCode, `${request.method} ${request.url} as staff`).toBe(403);
}
