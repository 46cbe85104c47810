import type { AdminOptionGroup, OptionGroupInput } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** PUT /api/admin/option-groups/{id}: the whole group; choices sent with their id keep it, on every dish. */
export const updateOptionGroup = ({
  id,
  ...input
}: OptionGroupInput & { id: string }): Promise<AdminOptionGroup> =>
  api(`/admin/option-groups/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export const useUpdateOptionGroup = () => useMenuMutation(updateOptionGroup);
