import { expect } from 'vitest';
import type { Rider } from '@lome/shared';
import type { staffAccounts, Auth } from '../../test/office-roles.js';
import type { Account, ReferralWorld } from '../../test/referral.js';

export type Roles = Awaited<ReturnType<typeof staffAccounts>>;

/** The riders tests' steps on the world `w()`, the back office acting as `roles()`. */
export function riderSteps(w: () => ReferralWorld, roles: () => Roles) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    auth: Auth | object,
    payload?: object,
  ) => w().t.app.inject({ method, url, headers: auth as Record<string, string>, payload });

  let seq = 0;
  async function newRider(firstname = 'Kodjo'): Promise<Rider> {
    const phone = `9${String(7_000_000 + ++seq).padStart(7, '0')}`;
    const res = await call('POST', '/api/admin/riders', roles().admin, {
      firstname,
      lastname: 'Agbeko',
      phone,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Rider>();
  }

  /** A rider with their access, logged in by phone: their bearer header. */
  async function riderLogin(rider: Rider): Promise<Auth> {
    const saved = await call('PUT', `/api/admin/riders/${rider.id}/account`, roles().admin, {
      password: 'Livreur2026',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const login = await call(
      'POST',
      '/api/users/login',
      {},
      { phone: `+228 ${rider.phone}`, password: 'Livreur2026' },
    );
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.role).toBe('rider');
    return { authorization: `Bearer ${login.json().authorisation.token}` };
  }

  /** A customer's paid order moved by staff to 'preparation'. */
  async function paidOrder(): Promise<{ customer: Account; orderId: string; code: string }> {
    const { account } = await w().register('particular', { firstname: 'Afi' });
    const order = await w().order(account);
    await w().pay(account, order.id);
    const accepted = await call('POST', `/api/admin/orders/${order.id}/status`, roles().staff, {
      status: 'preparation',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { customer: account, orderId: order.id, code: order.code_commande };
  }

  const toDelivery = (orderId: string, riderId?: string) =>
    call('POST', `/api/admin/orders/${orderId}/status`, roles().staff, {
      status: 'in_delivery',
      ...(riderId && { rider_id: riderId }),
    });

  return { call, newRider, riderLogin, paidOrder, toDelivery };
}
