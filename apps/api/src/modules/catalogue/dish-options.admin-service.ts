import { lomeDay, optionAdminMessages, type AdminMenuDish } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as dishRepo from './catalogue.admin-repository.js';
import { menuWrite, mustFindDish, toDish, withOptions } from './catalogue.admin-service.js';
import * as repo from './option-groups.admin-repository.js';

// What a dish carries beyond its own fields (decision 0081): its groups of choices, in order, and the portions
// cooked each day. Both show on the public menu, so each write renews the cached menus (menuWrite).

async function dishView(trx: Db, id: string, today: string): Promise<AdminMenuDish> {
  const [dish] = await withOptions(trx, [toDish(await mustFindDish(trx, id), today)], today);
  return dish!;
}

/** Attaches `groupIds` to a dish in that order, replacing the groups it had; an unknown group is refused. */
export function setDishOptionGroups(
  db: Db,
  actorId: string,
  dishId: string,
  groupIds: string[],
  now = new Date(),
): Promise<AdminMenuDish> {
  const today = lomeDay(now);
  return menuWrite(db, async (trx) => {
    const dish = await mustFindDish(trx, dishId);
    const known = await repo.listGroups(trx, groupIds);
    if (known.length !== groupIds.length) {
      throw new AppError(422, 'OPTION_GROUP_NOT_FOUND', optionAdminMessages.groupNotFound, {
        group_ids: [optionAdminMessages.groupNotFound],
      });
    }
    const names = (ids: string[]) => ids.map((id) => known.find((g) => g.id === id)?.name ?? id);
    const beforeIds = (await repo.listDishGroupLinks(trx, [dishId])).map((l) => l.group_id);
    const beforeGroups = await repo.listGroups(trx, beforeIds);
    await repo.replaceDishGroups(trx, dishId, groupIds);
    await recordAudit(trx, {
      actorId,
      action: 'dish.option_groups',
      subjectType: 'dish',
      subjectId: dishId,
      before: {
        name: dish.name,
        option_groups: beforeIds.map((id) => beforeGroups.find((g) => g.id === id)?.name ?? id),
      },
      after: { name: dish.name, option_groups: names(groupIds) },
    });
    return dishView(trx, dishId, today);
  });
}

/** Sets the portions a dish is cooked in each day (null: unlimited); what sales hold today stays held. */
export function setDishPortions(
  db: Db,
  actorId: string,
  dishId: string,
  portions: number | null,
  now = new Date(),
): Promise<AdminMenuDish> {
  const today = lomeDay(now);
  return menuWrite(db, async (trx) => {
    const dish = await mustFindDish(trx, dishId);
    await dishRepo.updateDish(trx, dishId, { portions, updated_at: nowIso() });
    await recordAudit(trx, {
      actorId,
      action: 'dish.portions',
      subjectType: 'dish',
      subjectId: dishId,
      before: { name: dish.name, portions: dish.portions },
      after: { name: dish.name, portions },
    });
    return dishView(trx, dishId, today);
  });
}
