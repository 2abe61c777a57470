import { sources } from './audit-stack.js';
import { reconcileMoney, type MoneyFinding } from './money-reconcile.js';
import { readMoneySnapshot } from './money-snapshot.js';

/** The stack's money now, and what the reconciliation finds for one buyer's card purchases. */
export async function reconcileBuyer(uid: string): Promise<{
  snapshot: Awaited<ReturnType<typeof readMoneySnapshot>>;
  findings: MoneyFinding[];
}> {
  const snapshot = await readMoneySnapshot(sources());
  const findings = reconcileMoney({
    ...snapshot,
    users: snapshot.users.filter((user) => user.uid === uid),
    paypal: [],
    ebooks: [],
    shown: new Map(),
  });
  return { snapshot, findings };
}
