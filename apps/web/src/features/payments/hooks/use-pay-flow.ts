import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PaymentNetwork, PaymentStarted } from '@lome/shared';
import { useCreatePayment } from '../api/create-payment';
import type { PaymentChoice } from '../components/payment-form';
import {
  usePaymentPolling,
  type PaymentProgress,
  type PollPhase,
  type PollQuery,
} from './use-payment-polling';

/** Where a pay -> wait -> confirm flow stands. */
export type PayFlowStage = 'pay' | 'wait' | 'paid';

/** The prompt a wait follows: which payment, and the number and network it rang. */
export type PromptUnderWay = { payment_id: string; phone: string; network: PaymentNetwork };

export type PayFlowOptions<T> = {
  /** What is paid; the server charges its own total of it (P1.2). */
  target: { order_id: string } | { reservation_id: string };
  /**
   * An attempt still under way (started earlier or on another screen): the flow opens on its wait. A string is
   * the key that wait polls under (the attempt's payment id when it is known).
   */
  resume: boolean | string;
  /** The prompt a resumed wait follows, when the server named it: "Changer de numéro" and "Réessayer" replace it. */
  underWay?: PromptUnderWay | null;
  /** The status answer to poll for one attempt (a payment id, or the key of a resumed wait). */
  statusQuery: (attempt: string) => PollQuery<T>;
  progressOf: (answer: T) => PaymentProgress;
  /** Refreshed once paid, so the list behind the dialog shows it. */
  paidQueryKey?: QueryKey;
  /** Just before the payment is asked for, so a close or a reload can know that one may be on its way. */
  onPay?: (choice: PaymentChoice) => void;
  /** The payment could not be started. */
  onPayError?: (error: Error) => void;
  /** PayGate took the payment; its status may already be 'success'. */
  onStarted?: (started: PaymentStarted, choice: PaymentChoice) => void;
  /** When given, the wait of a started payment goes on elsewhere (a page of its own) instead of here. */
  waitElsewhere?: (started: PaymentStarted, choice: PaymentChoice) => void;
  /** Paid: at once (the operator confirmed when asked) or once the wait saw it. */
  onPaid?: (paid: { transactionId: string | null; immediate: boolean }) => void;
  /** Each change of stage or of the wait's phase, for a step indicator or a guard while the phone is awaited. */
  onProgress?: (stage: PayFlowStage, phase: PollPhase) => void;
};

// Each reopened wait polls under its own key, so it never starts from an earlier wait's cached answer.
let resumedWaits = 0;

/** The state of pay -> wait -> confirm: the payment asked for, the wait that follows it, paid at the end. */
export function usePayFlow<T>(options: PayFlowOptions<T>) {
  const { target, resume, statusQuery, progressOf, paidQueryKey, onPaid, onProgress } = options;
  const queryClient = useQueryClient();
  const createPayment = useCreatePayment();
  const [payment, setPayment] = useState<PaymentStarted | null>(null);
  // An attempt still in progress: wait for it instead of pushing a second prompt to the customer's phone.
  const [resumed, setResumed] = useState(() =>
    typeof resume === 'string' ? resume : resume ? `resumed-${++resumedWaits}` : null,
  );
  // The prompt on the phone now, and the one the next "Payer" replaces (decision 0077).
  const [prompt, setPrompt] = useState<PromptUnderWay | null>(() =>
    resume ? (options.underWay ?? null) : null,
  );
  const [replacing, setReplacing] = useState<string | null>(null);
  const watched = payment ? (payment.status !== 'success' ? payment.payment_id : null) : resumed;
  const polling = usePaymentPolling(watched ? statusQuery(watched) : null, progressOf);
  // Until the status names PayGate's transaction, the push whose answer was lost is still being asked about.
  const verifying = payment?.status === 'verifying' && !polling.transactionId;
  const paid = payment?.status === 'success' || polling.phase === 'paid';
  // 'unpaid': the list was out of date and no attempt exists, so the customer starts one.
  const waiting = !!payment || (!!resumed && polling.phase !== 'unpaid');
  const stage: PayFlowStage = paid ? 'paid' : waiting ? 'wait' : 'pay';

  useEffect(() => {
    if (paid && paidQueryKey) void queryClient.invalidateQueries({ queryKey: paidQueryKey });
  }, [paid, queryClient, paidQueryKey]);

  const polledPaid = useEffectEvent(() =>
    onPaid?.({ transactionId: polling.transactionId, immediate: false }),
  );
  useEffect(() => {
    if (polling.phase === 'paid') polledPaid();
  }, [polling.phase]);
  const progressed = useEffectEvent((s: PayFlowStage, phase: PollPhase) => onProgress?.(s, phase));
  useEffect(() => progressed(stage, polling.phase), [stage, polling.phase]);

  const push = (choice: PaymentChoice, replaces: string | null) => {
    options.onPay?.(choice);
    createPayment.mutate(
      { ...choice, ...target, ...(replaces ? { replaces_payment_id: replaces } : {}) },
      {
        onError: (error) => options.onPayError?.(error),
        onSuccess: (started) => {
          setReplacing(null);
          setPrompt({ payment_id: started.payment_id, phone: choice.phone_number, network: choice.network });
          options.onStarted?.(started, choice);
          if (started.status !== 'success' && options.waitElsewhere)
            return options.waitElsewhere(started, choice);
          setPayment(started);
          if (started.status === 'success')
            onPaid?.({ transactionId: started.tx_reference ?? null, immediate: true });
        },
      },
    );
  };
  const pay = (choice: PaymentChoice) => push(choice, replacing);
  const retry = () => {
    createPayment.reset();
    setPayment(null);
    setResumed(null);
  };
  // Nothing rings, or the phone is elsewhere: the prompt under way is replaced at once, not after 5 minutes.
  const changeNumber = () => {
    if (prompt) setReplacing(prompt.payment_id);
    retry();
  };
  const resend = () => {
    if (prompt) push({ phone_number: prompt.phone, network: prompt.network }, prompt.payment_id);
  };

  return { stage, polling, verifying, createPayment, pay, retry, prompt, changeNumber, resend };
}
