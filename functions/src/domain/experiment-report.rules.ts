import type { ExperimentPurchase, ReceivedPayment } from './experiment-purchases.rules';
import type { Interval } from './wilson-interval';
import { wilsonInterval } from './wilson-interval';

/** One stored exposure: `experimentExposures/{experimentKey}/{visitorId}`. */
export interface ExposureRecord {
  experimentKey: string;
  visitorId: string;
  variation: string;
}

export interface ExperimentReportInput {
  exposures: readonly ExposureRecord[];
  purchases: readonly ExperimentPurchase[];
  payments: readonly ReceivedPayment[];
}

/** One variation of one experiment. */
export interface VariationRow {
  experimentKey: string;
  variation: string;
  /** Visitors whose first exposure to the experiment was this variation. */
  visitors: number;
  /** Of them, those who bought at least once (the conversion's numerator). */
  buyers: number;
  /** Their purchases (subscriptions bought; one visitor may buy twice). */
  purchases: number;
  /** buyers / visitors; null without visitors. */
  conversion: number | null;
  /** 95% Wilson score interval of the conversion. */
  interval: Interval | null;
  /**
   * Net revenue: payments received for those purchases' subscriptions (renewals included) less
   * what was refunded or taken by disputes not won; minor units by lowercase currency.
   */
  revenue: Record<string, number>;
  /** The payments received, before anything was taken back. */
  gross: Record<string, number>;
  /** Of the gross: refunded. */
  refunded: Record<string, number>;
  /** Of the gross: taken by disputes (chargebacks) open or lost, and PayPal reversals. */
  disputed: Record<string, number>;
  /**
   * Purchases that carried this variation but whose visitor has no recorded exposure to the
   * experiment (no visitor id, or no exposure sent: e.g. analytics consent declined). Not in
   * the counts above.
   */
  unexposedPurchases: number;
}

export interface ExperimentReport {
  experimentKey: string;
  rows: VariationRow[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type Money = Pick<VariationRow, 'revenue' | 'gross' | 'refunded' | 'disputed'>;

const add = (sums: Record<string, number>, currency: string, amount: number): void => {
  sums[currency] = (sums[currency] ?? 0) + amount;
};

/** The money of some subscriptions' payments; refunded and disputed only where there was some. */
function moneyOf(
  subscriptionIds: readonly string[],
  payments: ReadonlyMap<string, readonly ReceivedPayment[]>,
): Money {
  const money: Money = { revenue: {}, gross: {}, refunded: {}, disputed: {} };
  for (const id of subscriptionIds)
    for (const { currency, amount, refunded, disputed } of payments.get(id) ?? []) {
      add(money.gross, currency, amount);
      add(money.revenue, currency, amount - refunded - disputed);
      if (refunded > 0) add(money.refunded, currency, refunded);
      if (disputed > 0) add(money.disputed, currency, disputed);
    }
  return money;
}

/**
 * Per experiment and variation: visitors exposed, their purchases joined on the visitor id
 * (the variation is the exposure's: the first one shown), conversion with its interval, and
 * revenue by currency, net of refunds and disputes (gross, refunded and disputed beside it).
 * Purchases carrying an experiment without an exposure are counted apart.
 */
export function experimentReport(input: ExperimentReportInput): ExperimentReport[] {
  const exposed = new Map<string, Map<string, string>>();
  for (const { experimentKey, visitorId, variation } of input.exposures) {
    const visitors = exposed.get(experimentKey) ?? new Map<string, string>();
    if (!visitors.has(visitorId)) visitors.set(visitorId, variation);
    exposed.set(experimentKey, visitors);
  }
  const payments = new Map<string, ReceivedPayment[]>();
  for (const payment of input.payments)
    payments.set(payment.subscriptionId, [
      ...(payments.get(payment.subscriptionId) ?? []),
      payment,
    ]);
  const keys = new Set([
    ...exposed.keys(),
    ...input.purchases.flatMap((purchase) => Object.keys(purchase.experiments)),
  ]);
  return [...keys].sort(byText).map((experimentKey) => {
    const visitors = exposed.get(experimentKey) ?? new Map<string, string>();
    const attributed = new Map<string, ExperimentPurchase[]>();
    const unexposed = new Map<string, number>();
    for (const purchase of input.purchases) {
      const variation = purchase.visitorId ? visitors.get(purchase.visitorId) : undefined;
      if (variation !== undefined) {
        attributed.set(variation, [...(attributed.get(variation) ?? []), purchase]);
        continue;
      }
      const carried = purchase.experiments[experimentKey];
      if (carried !== undefined) unexposed.set(carried, (unexposed.get(carried) ?? 0) + 1);
    }
    const variations = new Set([...visitors.values(), ...unexposed.keys()]);
    const rows = [...variations].sort(byText).map((variation): VariationRow => {
      const count = [...visitors.values()].filter((shown) => shown === variation).length;
      const bought = attributed.get(variation) ?? [];
      const buyers = new Set(bought.map((purchase) => purchase.visitorId)).size;
      return {
        experimentKey,
        variation,
        visitors: count,
        buyers,
        purchases: bought.length,
        conversion: count > 0 ? buyers / count : null,
        interval: wilsonInterval(buyers, count),
        ...moneyOf(
          bought.map((purchase) => purchase.subscriptionId),
          payments,
        ),
        unexposedPurchases: unexposed.get(variation) ?? 0,
      };
    });
    return { experimentKey, rows };
  });
}
