import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { RUSH_EXTRA_MINUTES } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useSetRush } from '../api/set-rush';

/** Rush mode: every new estimate gets RUSH_EXTRA_MINUTES more, so customers are promised what the kitchen holds. */
export function RushSwitch({ on }: { on: boolean }) {
  const rush = useSetRush();
  // The state asked for, shown from the tap itself until the server has answered: the mutation's pending state
  // reaches React a task later, and meanwhile the controlled switch would flip back (as in admin/menu's DishRow).
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = (next: boolean) => {
    setAsked(next);
    rush.mutate(next, { onSettled: () => setAsked(null) });
  };
  return (
    <div>
      <Form.Check
        type="switch"
        id="kitchen-rush"
        label={`Mode rush : +${RUSH_EXTRA_MINUTES} min sur chaque estimation`}
        checked={asked ?? on}
        disabled={asked !== null || rush.isPending}
        onChange={(e) => change(e.target.checked)}
      />
      {rush.isError && (
        <div className="small text-danger" role="alert">
          {errorText(rush.error, 'Le mode rush n’a pas pu être changé.')}
        </div>
      )}
    </div>
  );
}
