import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeliveryFees } from '../modules/sales/delivery.js';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';
import { demoDeliveryFees } from './demo-data.js';
import { seedDemoDeliveryFees } from './demo-seed.js';

describe.each(dbKinds)('demo delivery fees (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives the demo 0-3 km 500, 3-7 km 1 000, 7-15 km 1 500 FCFA and a 2 000 FCFA minimum, once', async () => {
    expect(await getDeliveryFees(t.db)).toEqual({ bands: [], min_order_total: 0 });
    await seedDemoDeliveryFees(t.db);
    expect(await getDeliveryFees(t.db)).toEqual({
      bands: [
        { up_to_km: 3, fee: 500 },
        { up_to_km: 7, fee: 1_000 },
        { up_to_km: 15, fee: 1_500 },
      ],
      min_order_total: 2_000,
    });
    // What an admin saved since is kept by a later start.
    await t.db
      .updateTable('settings')
      .set({ value: '0' })
      .where('key', '=', 'delivery.min_order_total')
      .execute();
    await seedDemoDeliveryFees(t.db);
    expect(await getDeliveryFees(t.db)).toEqual({ ...demoDeliveryFees, min_order_total: 0 });
  });
});
