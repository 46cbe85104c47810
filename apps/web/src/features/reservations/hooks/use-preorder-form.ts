import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { NoticeDish, ReservationCreateInput, ReservationSummary } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { attemptKey, forgetAttempt, pendingAttempt } from '@/lib/idempotency';
import { useAuth } from '@/features/auth';
import { useRestaurantHours } from '@/features/kitchen';
import { useCreateReservation } from '../api/create-reservation';
import { preorderErrors, preorderPayload, type PreorderErrors, type PreorderForm } from '../lib/pickup';
import type { usePreorderBasket } from './use-preorder-basket';

// A pre-reservation sent again unchanged (after a lost answer and a reload) finds the one already made.
const PREORDER_FLOW = 'preorder';
type PreorderAttempt = { dishes: ReservationCreateInput['dishes']; form: PreorderForm };
const emptyForm: PreorderForm = { name: '', email: '', phone: '', date: '', time: '', notes: '' };

type Options = {
  basket: ReturnType<typeof usePreorderBasket>;
  /** The dishes that must be reserved ahead, with their hours. */
  noticeDishes: NoticeDish[];
  contact: { name: string; email: string; phone: string } | null;
  onLoginRequired: () => void;
  onReserved: (reservation: ReservationSummary) => void;
};

/**
 * The pickup form of 'Ma Réservation': prefilled from the account, checked, and its reservation sent (P11.2).
 */
export function usePreorderForm({ basket, noticeDishes, contact, onLoginRequired, onReserved }: Options) {
  const createReservation = useCreateReservation();
  const hours = useRestaurantHours();
  const owner = useAuth().user?.id ?? '';
  const [form, setForm] = useState<PreorderForm>(
    () => pendingAttempt<PreorderAttempt>(PREORDER_FLOW, owner)?.form ?? emptyForm,
  );
  const [errors, setErrors] = useState<PreorderErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // On a phone the form is below the basket: take the customer to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [errors]);

  // Prefill once the customer is known, without overwriting what they typed.
  useEffect(() => {
    if (!contact) return;
    setForm((f) => ({
      ...f,
      name: f.name || contact.name,
      email: f.email || contact.email,
      phone: f.phone || contact.phone,
    }));
  }, [contact]);

  const set = (key: keyof PreorderForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const setDate = (date: string) => setForm((f) => ({ ...f, date }));
  const setTime = useCallback((time: string) => setForm((f) => ({ ...f, time })), []);

  const send = (body: ReservationCreateInput) => {
    const attempt: PreorderAttempt = { dishes: body.dishes, form };
    createReservation.mutate(
      { body, idempotencyKey: attemptKey(PREORDER_FLOW, owner, attempt) },
      {
        onSuccess: (reservation) => {
          forgetAttempt(PREORDER_FLOW);
          // Cancelled since on another screen: that attempt is over, these dishes make a new reservation.
          if (reservation.status === 'cancelled') {
            send(body);
            return;
          }
          basket.clear();
          setForm((f) => ({ ...f, date: '', time: '', notes: '' }));
          onReserved(reservation);
        },
        onError: (error) => {
          // The session ended meanwhile (the API client has cleared it): sign in again; the basket waits.
          if (error instanceof ApiError && error.status === 401) {
            createReservation.reset();
            onLoginRequired();
          }
        },
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Before anything is typed in vain: the form is prefilled from the account once signed in.
    if (!contact) {
      onLoginRequired();
      return;
    }
    const found = preorderErrors(form, basket.items, hours, new Date(), noticeDishes);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send(preorderPayload(form, basket.items));
  };

  return { form, set, setDate, setTime, errors, formRef, submit, createReservation };
}

export type PreorderFormState = ReturnType<typeof usePreorderForm>;
