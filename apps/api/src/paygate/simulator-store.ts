import fs from 'node:fs';
import path from 'node:path';

// The simulator's transactions, kept in a JSON file, and the outcome each one reaches (simulator.ts).

export type SimTransaction = {
  tx_reference: number;
  identifier: string;
  amount: number;
  phone_number: string;
  network: 'FLOOZ' | 'TMONEY';
  description: string;
  created_at: number;
  payment_reference: string;
  callback_sent: boolean;
};

type SimState = { next_reference: number; transactions: SimTransaction[] };

export const STATUS = { paid: 0, inProgress: 2, expired: 4, cancelled: 6 } as const;

/** PayGate's status of `tx` at `now`: in progress for `delayMs`, then by its phone's last digit (P13.3). */
export function outcomeOf(tx: SimTransaction, now: number, delayMs: number): number {
  if (now - tx.created_at < delayMs) return STATUS.inProgress;
  switch (tx.phone_number.at(-1)) {
    case '2':
      return STATUS.inProgress;
    case '4':
      return STATUS.expired;
    case '6':
      return STATUS.cancelled;
    default:
      return STATUS.paid;
  }
}

export class SimStore {
  private state: SimState;
  constructor(private readonly file: string) {
    this.state = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SimState)
      : { next_reference: 1_000_000 + Math.floor(Math.random() * 1_000_000), transactions: [] };
  }
  all(): readonly SimTransaction[] {
    return this.state.transactions;
  }
  byReference(ref: number): SimTransaction | undefined {
    return this.state.transactions.find((t) => t.tx_reference === ref);
  }
  byIdentifier(identifier: string): SimTransaction | undefined {
    return this.state.transactions.find((t) => t.identifier === identifier);
  }
  add(tx: Omit<SimTransaction, 'tx_reference'>): SimTransaction {
    const created = { ...tx, tx_reference: this.state.next_reference++ };
    this.state.transactions.push(created);
    this.save();
    return created;
  }
  markCallbackSent(tx: SimTransaction): void {
    tx.callback_sent = true;
    this.save();
  }
  // Write-then-rename: a crash mid-write leaves the previous file intact.
  private save(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.state));
    fs.renameSync(tmp, this.file);
  }
}
