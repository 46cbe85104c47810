import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { kitchenMessages, orderCreateSchema, type OrderCreateInput } from '@lome/shared';
import type { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { KitchenStatusBanner } from '@/features/kitchen';
import type { DeliveryTime } from '../hooks/use-delivery-time';
import { AddressChoices, type addressChoices } from './address-choices';
import { AddressStep, firstInvalidField, type AddressErrors, type AddressValues } from './address-step';
import { DeliveryQuote } from './delivery-quote';
import { DeliveryTimePicker } from './delivery-time-picker';

const emptyErrors: Record<keyof AddressErrors, true> = {
  title: true,
  description_address: true,
  position: true,
  phone: true,
};

type Props = {
  address: AddressValues;
  onAddressChange: (patch: Partial<AddressValues>) => void;
  time: DeliveryTime;
  /** The request as it would be sent, checked here with the server's schema before it is. */
  body: OrderCreateInput;
  /** The server's refusal, in French. */
  alert: string | null;
  pending: boolean;
  offline: ReturnType<typeof useOfflineGuard>;
  onValid: (body: OrderCreateInput) => void;
  /** The account's saved addresses and its company's office, offered first. */
  choices: ReturnType<typeof addressChoices>;
  /** "Enregistrer cette adresse", offered for an address not saved yet. */
  save: { offered: boolean; checked: boolean; onChange: (checked: boolean) => void };
};

/** Step 1 of the checkout: where (the address) and when (as soon as possible, or a slot). */
export function DetailsStep(props: Props) {
  const { address, time, body, pending } = props;
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [slotError, setSlotError] = useState<string | undefined>();
  const [dishesError, setDishesError] = useState<string | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid) firstInvalidField(form.current)?.focus();
  }, [focusInvalid]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = orderCreateSchema.safeParse(body);
    const next: AddressErrors = {};
    let dishes: string | null = null;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      // The lines come from the cart (another tab may have emptied it): their error goes to the alert.
      if (field === 'dishes') dishes ??= issue.message;
      const key = field === 'latitude' || field === 'longitude' ? 'position' : field;
      if (typeof key === 'string' && key in emptyErrors && !next[key as keyof AddressErrors]) {
        next[key as keyof AddressErrors] = issue.message;
      }
    }
    const missingSlot = time.mode === 'scheduled' && !time.slot ? kitchenMessages.slotNeeded : undefined;
    setErrors(next);
    setSlotError(missingSlot);
    setDishesError(dishes);
    if (!parsed.success || missingSlot) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    props.onValid(body);
  };

  const alert = dishesError ?? props.alert;
  return (
    <form ref={form} noValidate onSubmit={submit}>
      <KitchenStatusBanner className="mb-3" />
      <AddressChoices
        choices={props.choices}
        onChoose={(values) => {
          props.onAddressChange(values);
          setErrors({});
        }}
      />
      <AddressStep
        values={address}
        errors={errors}
        onChange={(patch) => {
          props.onAddressChange(patch);
          // A corrected field stops showing its error.
          setErrors((e) => {
            const next = { ...e };
            for (const key of Object.keys(patch)) delete next[key as keyof AddressErrors];
            return next;
          });
        }}
      />
      {props.save.offered && (
        <Form.Check
          className="mt-2"
          id="checkout-save-address"
          label="Enregistrer cette adresse"
          checked={props.save.checked}
          onChange={(e) => props.save.onChange(e.target.checked)}
        />
      )}
      {/* A refusal of the order says it all: the quote's line would repeat it (out of the zone, the minimum). */}
      {!alert && (
        <div className="mt-3">
          <DeliveryQuote body={body} />
        </div>
      )}
      <DeliveryTimePicker
        time={{
          ...time,
          setSlot: (slot) => {
            time.setSlot(slot);
            setSlotError(undefined);
          },
        }}
        error={slotError}
      />
      {alert && (
        <Alert variant="danger" className="mt-3 py-2" role="alert">
          {alert}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-100 mt-3" {...props.offline.buttonProps(pending)}>
        {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Continuer vers le paiement
      </Button>
      {props.offline.hint}
    </form>
  );
}
