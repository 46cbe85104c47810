import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeLine } from '@lome/shared';
import type { Db } from '../connection.js';
import { listOrdersForStaff } from '../../modules/sales/staff-views.service.js';
import { createUser } from '../../test/factories.js';
import { createTestDb, dbKinds, type DbKind } from '../../test/helper.js';

describe.each(dbKinds)(
  'migration 0032: old counter pickups lose their made-up address (%s)',
  (kind: DbKind) => {
    let db: Db;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const made = await createTestDb(kind, { upTo: '0030-cash-tendered' });
      db = made.db;
      cleanup = made.cleanup;
      const { user } = await createUser(db);
      const at = '2026-11-20T12:00:00.000Z';
      const order = (id: string, isDelivery: number, address: string, distance: number) =>
        sql`insert into orders (id, code_commande, user_id, status, is_paid, dishes_total, total_price, total_quantite,
        is_delivery, title, description_address, latitude, longitude, distance_m, source, created_at, updated_at)
        values (${id}, ${`CMD-${id.toUpperCase()}`}, ${user.id}, 'confirmed', 1, 3000, 3000, 1, ${isDelivery},
        'Domicile', ${address}, 6.13, 1.22, ${distance}, 'phone', ${at}, ${at})`.execute(db);
      // As the code of that time wrote a counter pickup, and a delivery beside it.
      await order('p1', 0, 'Retrait au restaurant', 0);
      await order('d1', 1, 'Bè Kpota', 2400);
      await made.migrateRest();
    });
    afterAll(() => cleanup());

    it('reads the pickup as a pickup, the delivery as it was', async () => {
      const orders = await listOrdersForStaff(db, {});
      const pickup = orders.find((o) => o.code_commande === 'CMD-P1')!;
      expect(pickup).toMatchObject({
        is_delivery: false,
        title: null,
        description_address: null,
        distance_m: null,
        latitude: null,
        pickup_location: 'restaurant',
      });
      expect(placeLine(pickup)).toBe('Retrait au restaurant');
      const delivery = orders.find((o) => o.code_commande === 'CMD-D1')!;
      expect(delivery).toMatchObject({
        title: 'Domicile',
        description_address: 'Bè Kpota',
        distance_m: 2400,
      });
      expect(placeLine(delivery)).toBe('Livraison : Domicile : Bè Kpota');
    });
  },
);
