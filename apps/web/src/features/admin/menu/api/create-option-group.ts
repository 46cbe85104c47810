import type { AdminOptionGroup, OptionGroupInput } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** POST /api/admin/option-groups: a group of choices, ready to attach to dishes. */
export const createOptionGroup = (input: OptionGroupInput): Promise<AdminOptionGroup> =>
  api('/admin/option-groups', { method: 'POST', body: input });

export const useCreateOptionGroup = () => useMenuMutation(createOptionGroup);
