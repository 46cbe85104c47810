import Form from 'react-bootstrap/Form';
import { RUSH_EXTRA_MINUTES } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useSetRush } from '../api/set-rush';

/** Rush mode: every new estimate gets RUSH_EXTRA_MINUTES more, so customers are promised what the kitchen holds. */
export function RushSwitch({ on }: { on: boolean }) {
  const rush = useSetRush();
  return (
    <div>
      <Form.Check
        type="switch"
        id="kitchen-rush"
        label={`Mode rush : +${RUSH_EXTRA_MINUTES} min sur chaque estimation`}
        checked={rush.isPending ? rush.variables : on}
        disabled={rush.isPending}
        onChange={(e) => rush.mutate(e.target.checked)}
      />
      {rush.isError && (
        <div className="small text-danger" role="alert">
          {errorText(rush.error, 'Le mode rush n’a pas pu être changé.')}
        </div>
      )}
    </div>
  );
}
