import { randomUUID } from 'node:crypto';
import { optionMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './portions.repository.js';

/** A sale's demand on a dish: its units summed over the sale's lines. */
export type PortionDemand = { dish_id: string; dish_name: string; quantity: number };

/**
 * Today's portions (decision 0081): what is left of each dish with a limit on `day`; a dish without a limit is
 * absent (unlimited).
 */
export async function portionsLeft(db: Db, day: string, dishIds?: string[]): Promise<Map<string, number>> {
  const limits = await repo.listLimits(db, dishIds);
  const held = await repo.listHeld(db, [...limits.keys()], day);
  return new Map([...limits].map(([id, limit]) => [id, Math.max(0, limit - (held.get(id) ?? 0))]));
}

/**
 * Holds the portions a sale takes on `day`, inside the transaction that stores it: refused with 422 SOLD_OUT,
 * the dish named, when a dish with a limit has not enough left (the transaction then stores nothing). A sale made
 * again (`replacing`) first gives back what it held, in the same pass. Every row is taken in one order (dish,
 * then day), so two sales never wait on each other crosswise. `limits` are the limits of the sale's dishes that
 * have one, as the caller read them in this transaction (with their prices). True when any count changed: the
 * menu's portions left changed, and the caller renews the public pages.
 */
export async function holdPortions(
  trx: Db,
  input: {
    orderId: string;
    day: string;
    demand: PortionDemand[];
    now: Date;
    replacing?: boolean;
    limits: ReadonlyMap<string, number>;
  },
): Promise<boolean> {
  const at = input.now.toISOString();
  const summed = new Map<string, PortionDemand>();
  for (const d of input.demand) {
    const seen = summed.get(d.dish_id);
    summed.set(d.dish_id, { ...d, quantity: (seen?.quantity ?? 0) + d.quantity });
  }
  type Step = { dish_id: string; day: string; giveBack?: number; take?: PortionDemand };
  const given = input.replacing ? await repo.releaseHolds(trx, input.orderId, at) : [];
  const steps: Step[] = given.map((h) => ({ dish_id: h.dish_id, day: h.day, giveBack: h.quantity }));
  for (const d of summed.values()) {
    if (input.limits.has(d.dish_id)) steps.push({ dish_id: d.dish_id, day: input.day, take: d });
  }
  steps.sort((a, b) => a.dish_id.localeCompare(b.dish_id) || a.day.localeCompare(b.day) || (a.take ? 1 : -1));
  for (const step of steps) {
    if (step.giveBack !== undefined) {
      await repo.giveBack(trx, step.dish_id, step.day, step.giveBack);
      continue;
    }
    const d = step.take!;
    await repo.ensureDayRow(trx, d.dish_id, input.day);
    if (!(await repo.holdIfLeft(trx, d.dish_id, input.day, d.quantity))) {
      const message = optionMessages.soldOut(d.dish_name);
      throw new AppError(422, 'SOLD_OUT', message, { dishes: [message] });
    }
    await repo.insertHold(trx, {
      id: randomUUID(),
      order_id: input.orderId,
      dish_id: d.dish_id,
      day: input.day,
      quantity: d.quantity,
      created_at: at,
    });
  }
  return steps.length > 0;
}

/**
 * Gives back what a cancelled or expired sale held, once however often it is called. True when it gave any back
 * (the caller renews the public pages).
 */
export async function releasePortions(trx: Db, orderId: string, now: Date): Promise<boolean> {
  const holds = await repo.releaseHolds(trx, orderId, now.toISOString());
  // In the order holds take their rows, so a sale given back while another is held never waits on it crosswise.
  holds.sort((a, b) => a.dish_id.localeCompare(b.dish_id) || a.day.localeCompare(b.day));
  for (const h of holds) await repo.giveBack(trx, h.dish_id, h.day, h.quantity);
  return holds.length > 0;
}
