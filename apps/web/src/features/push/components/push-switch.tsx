import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { usePushDevice } from '../hooks/use-push-device';

type PushSwitchProps = {
  /** The offer's button, e.g. "Me prévenir sur ce téléphone". */
  offer: string;
  /** What it says once on. */
  onText: string;
  /** Why, under the offer. */
  hint?: string;
};

/** Offers this phone's notifications, says when they are on, and turns them off (decision 0045). */
export function PushSwitch({ offer, onText, hint }: PushSwitchProps) {
  const { state, error, enable, disable } = usePushDevice();
  if (state === 'unsupported') return null;
  return (
    <div className="push-switch my-3">
      {state === 'on' ? (
        <p
          className="mb-0 small d-flex flex-wrap align-items-center justify-content-center gap-2"
          role="status"
        >
          <span>🔔 {onText}</span>
          <Button size="sm" variant="link" className="p-0" onClick={() => void disable()}>
            Désactiver
          </Button>
        </p>
      ) : state === 'denied' ? (
        <p className="mb-0 small text-body-secondary">
          Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.
        </p>
      ) : (
        <>
          <Button variant="outline-primary" disabled={state === 'busy'} onClick={() => void enable()}>
            🔔 {offer}
          </Button>
          {hint && <p className="small text-body-secondary mt-1 mb-0">{hint}</p>}
        </>
      )}
      {error && (
        <Alert variant="warning" className="small py-2 mt-2 mb-0">
          {error}
        </Alert>
      )}
    </div>
  );
}
