import { useId } from 'react';
import { useOnline } from '@/lib/use-online';
import { OfflineHint } from './offline-hint';

/**
 * The guard of a button that needs the network: the button is off while offline and described by the
 * reason, shown under it. `buttonProps(busy)` goes on the button, `hint` right after it; `online` is there for a
 * submit handler that must also refuse (a submit can come from elsewhere than the disabled button).
 */
export function useOfflineGuard(reason: string) {
  const online = useOnline();
  const hintId = `${useId()}-offline`;
  return {
    online,
    buttonProps: (busy = false) => ({
      disabled: busy || !online,
      'aria-describedby': online ? undefined : hintId,
    }),
    hint: (
      <OfflineHint id={hintId} online={online}>
        {reason}
      </OfflineHint>
    ),
  };
}
