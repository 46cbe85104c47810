import { optionAdminMessages, type AdminOptionGroup, type OptionGroupInput } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { menuWrite } from './catalogue.admin-service.js';
import * as repo from './option-groups.admin-repository.js';
import { readAllergens } from './option-groups.service.js';

// The groups of choices an admin defines once and attaches to dishes (decision 0081). Every write renews the
// cached menus (menuWrite bumps the catalogue version) and is audited in the same transaction.

/** The groups as the back-office reads them, with their choices and the dishes carrying them. */
export async function listOptionGroups(db: Db, ids?: string[]): Promise<AdminOptionGroup[]> {
  const groups = await repo.listGroups(db, ids);
  const groupIds = groups.map((g) => g.id);
  const [choices, dishes] = await Promise.all([
    repo.listChoices(db, groupIds),
    repo.listGroupDishes(db, groupIds),
  ]);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    required: g.required === 1,
    min: g.min_count,
    max: g.max_count,
    choices: choices
      .filter((c) => c.group_id === g.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        price_delta: c.price_delta,
        is_default: c.is_default === 1,
        available: c.available === 1,
        allergens: readAllergens(c.allergens),
      })),
    dishes: dishes.filter((d) => d.group_id === g.id).map((d) => ({ id: d.id, name: d.name })),
  }));
}

async function mustFindGroup(db: Db, id: string): Promise<AdminOptionGroup> {
  const [group] = await listOptionGroups(db, [id]);
  if (!group) throw new AppError(404, 'OPTION_GROUP_NOT_FOUND', optionAdminMessages.groupNotFound);
  return group;
}

const groupColumns = (input: OptionGroupInput) => ({
  name: input.name,
  required: input.required ? 1 : 0,
  min_count: input.min,
  max_count: input.max,
});

/** Writes the choices of `groupId` as given: a choice named by an id of this group keeps it, others are new. */
async function writeChoices(trx: Db, groupId: string, input: OptionGroupInput, keep: Set<string>) {
  for (const [position, c] of input.choices.entries()) {
    const columns = {
      name: c.name,
      price_delta: c.price_delta,
      is_default: c.is_default ? 1 : 0,
      available: c.available ? 1 : 0,
      allergens: JSON.stringify(c.allergens),
      position,
    };
    if (c.id && keep.has(c.id)) await repo.updateChoice(trx, c.id, columns);
    else await repo.insertChoice(trx, { id: newId(), group_id: groupId, ...columns });
  }
}

export function createOptionGroup(
  db: Db,
  actorId: string,
  input: OptionGroupInput,
): Promise<AdminOptionGroup> {
  return menuWrite(db, async (trx) => {
    const id = newId();
    const at = nowIso();
    await repo.insertGroup(trx, { id, ...groupColumns(input), created_at: at, updated_at: at });
    await writeChoices(trx, id, input, new Set());
    const after = await mustFindGroup(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'option_group.create',
      subjectType: 'option_group',
      subjectId: id,
      after,
    });
    return after;
  });
}

/**
 * Edits a group everywhere it is attached. Choices given with their id keep it (lines already sold name it),
 * others are new, those left out are removed; sold lines keep their own copy of what they chose.
 */
export function updateOptionGroup(
  db: Db,
  actorId: string,
  id: string,
  input: OptionGroupInput,
): Promise<AdminOptionGroup> {
  return menuWrite(db, async (trx) => {
    const before = await mustFindGroup(trx, id);
    const kept = new Set(input.choices.flatMap((c) => (c.id ? [c.id] : [])));
    await repo.deleteChoices(
      trx,
      before.choices.filter((c) => !kept.has(c.id)).map((c) => c.id),
    );
    await repo.updateGroup(trx, id, { ...groupColumns(input), updated_at: nowIso() });
    await writeChoices(trx, id, input, new Set(before.choices.map((c) => c.id)));
    const after = await mustFindGroup(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'option_group.update',
      subjectType: 'option_group',
      subjectId: id,
      before,
      after,
    });
    return after;
  });
}

/** Removes a group from every dish and deletes it; sold lines keep their copy of the choices. */
export async function deleteOptionGroup(db: Db, actorId: string, id: string): Promise<void> {
  await menuWrite(db, async (trx) => {
    const before = await mustFindGroup(trx, id);
    await repo.deleteGroup(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'option_group.delete',
      subjectType: 'option_group',
      subjectId: id,
      before,
    });
  });
}
