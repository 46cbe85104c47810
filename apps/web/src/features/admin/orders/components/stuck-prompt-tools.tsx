import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { phoneSchema, PAYMENT_NETWORKS, type AdminOrder, type PaymentNetwork } from '@lome/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePushAgain } from '../api/push-again';
import { useSwitchToCash } from '../api/switch-to-cash';

/** An order staff took, still waiting for its mobile money: the card offers a way out of a silent prompt. */
export const awaitsStaffPrompt = (o: AdminOrder) =>
  !!o.source && o.source !== 'site' && !o.is_paid && o.status === 'pending' && o.payment_method !== 'cash';

const failure = (error: Error | null) =>
  error ? (error instanceof ApiError ? error.message : errorMessage(undefined)) : null;

/**
 * "Renvoyer la demande", another number, or "Passer en espèces" (decision 0077), instead of waiting 30 minutes for
 * the order to expire and typing it again. The prompt under way is ended; a late "paid" of it still counts, once.
 */
export function StuckPromptTools({ order }: { order: AdminOrder }) {
  const push = usePushAgain();
  const cash = useSwitchToCash();
  const prompt = order.payment_under_way ?? null;
  const [other, setOther] = useState<{ phone: string; network: PaymentNetwork } | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const busy = push.isPending || cash.isPending;
  const replaces = prompt ? { replaces_payment_id: prompt.payment_id } : {};
  const sendOther = () => {
    if (!other) return;
    const parsed = phoneSchema.safeParse(other.phone);
    if (!parsed.success) return setPhoneError(parsed.error.issues[0]?.message ?? null);
    setPhoneError(null);
    push.mutate(
      { orderId: order.order_id, body: { phone_number: parsed.data, network: other.network, ...replaces } },
      { onSuccess: () => setOther(null) },
    );
  };
  const sent = push.data?.status === 'pending' || push.data?.status === 'verifying';
  return (
    <div className="mt-2" data-testid="stuck-prompt-tools">
      <p className="mb-1">
        {prompt
          ? `Demande de paiement envoyée au ${prompt.phone_number} (${prompt.network}).`
          : 'Aucune demande de paiement en cours.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline-primary"
          disabled={busy}
          onClick={() => push.mutate({ orderId: order.order_id, body: replaces })}
        >
          Renvoyer la demande
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={() => setOther({ phone: '', network: prompt?.network ?? 'FLOOZ' })}
        >
          Autre numéro
        </Button>
        <Button
          size="sm"
          variant="outline-success"
          disabled={busy}
          onClick={() => cash.mutate(order.order_id)}
        >
          Passer en espèces
        </Button>
      </div>
      {other && (
        <form
          className="mt-2"
          onSubmit={(e) => {
            e.preventDefault();
            sendOther();
          }}
        >
          <InputGroup size="sm">
            <Form.Control
              aria-label="Autre numéro"
              inputMode="tel"
              value={other.phone}
              isInvalid={!!phoneError}
              onChange={(e) => setOther({ ...other, phone: e.target.value })}
            />
            <Form.Select
              aria-label="Réseau"
              value={other.network}
              onChange={(e) => setOther({ ...other, network: e.target.value as PaymentNetwork })}
            >
              {PAYMENT_NETWORKS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Form.Select>
            <Button type="submit" disabled={busy}>
              Envoyer
            </Button>
          </InputGroup>
          {phoneError && <p className="text-danger mb-0 mt-1">{phoneError}</p>}
        </form>
      )}
      {sent && !push.isPending && (
        <p className="mb-0 mt-1" role="status">
          Demande renvoyée : le client valide avec son code secret.
        </p>
      )}
      {(failure(push.error) ?? failure(cash.error)) && (
        <p className="text-danger mb-0 mt-1">{failure(push.error) ?? failure(cash.error)}</p>
      )}
    </div>
  );
}
