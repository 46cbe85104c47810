import type { Db } from '../../db/connection.js';

/**
 * A module whose rows name dishes (orders, reservations, free-dish credits, hearts), registered by app.ts: the
 * catalogue asks these before deleting a dish and knows none of the modules behind them.
 */
export type DishReference = {
  /** Whether a row names the dish, so that deleting it would break a history; read in the delete's transaction. */
  isReferenced?(trx: Db, dishId: string): Promise<boolean>;
  /** Removes what goes with a deleted dish (a heart), inside the delete's transaction. */
  onDelete?(trx: Db, dishId: string): Promise<void>;
};

export type DishReferences = {
  isReferenced(trx: Db, dishId: string): Promise<boolean>;
  onDelete(trx: Db, dishId: string): Promise<void>;
};

/** The registry app.ts builds from each module's reference. */
export function createDishReferences(list: readonly DishReference[]): DishReferences {
  return {
    async isReferenced(trx, dishId) {
      const used = await Promise.all(list.map((r) => r.isReferenced?.(trx, dishId) ?? false));
      return used.some(Boolean);
    },
    async onDelete(trx, dishId) {
      for (const r of list) await r.onDelete?.(trx, dishId);
    },
  };
}
