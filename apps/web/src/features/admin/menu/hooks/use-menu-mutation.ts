import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuQueryKey } from '@/features/menu';
import { adminMenuKey } from '../api/get-admin-menu';
import { optionGroupsKey } from '../api/get-option-groups';

/** A menu write: when it settles, the editor and this browser's public menu are read again. */
export function useMenuMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMenuKey }),
        queryClient.invalidateQueries({ queryKey: menuQueryKey }),
        queryClient.invalidateQueries({ queryKey: optionGroupsKey }),
      ]),
  });
}
