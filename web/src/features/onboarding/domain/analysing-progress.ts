/**
 * The progress (analysing) step of spec 01 §4 and §9 as a pure state machine: 4 sub-items of
 * 3000 ms; each tick advances the current item by a random amount capped at 5 %, but never less
 * than it needs to finish inside its 3000 ms (so an item takes 2000–3000 ms); at 6000 ms of
 * running time a question modal opens and pauses progress until answered. The overall bar runs
 * its own length of running time (§9: 15 000 ms on the analysing step, 10 000 ms by default);
 * the step is complete when the last item and the bar have both reached 100 %. The random source
 * is injected ([0, 1), like Math.random).
 */
export const ANALYSING = {
  itemCount: 4,
  itemMs: 3000,
  /** At most 150 ms, or an item could need more than 5 % a tick to finish in 3000 ms. */
  tickMs: 100,
  maxAdvancePercent: 5,
  questionAtMs: 6000,
  /** The analysing step's overall bar. */
  barMs: 15_000,
} as const;

/** The plan-creation bar's length for a step that sets none (spec 01 §9). */
export const PLAN_CREATION_BAR_MS = 10_000;

export type QuestionState = 'pending' | 'open' | 'answered';

export type AnalysingState = {
  /** Running time; does not grow while the question is open. */
  readonly elapsedMs: number;
  /** Percent (0–100) of each sub-item. */
  readonly items: readonly number[];
  /** Running time spent on the current item. */
  readonly itemElapsedMs: number;
  readonly question: QuestionState;
  /** Running time the overall bar takes to reach 100 %. */
  readonly barMs: number;
  readonly complete: boolean;
};

export type RandomSource = () => number;

export function initialAnalysingState(barMs: number = PLAN_CREATION_BAR_MS): AnalysingState {
  return {
    elapsedMs: 0,
    items: Array.from({ length: ANALYSING.itemCount }, () => 0),
    itemElapsedMs: 0,
    question: 'pending',
    barMs,
    complete: false,
  };
}

/** Index of the item in progress, or -1 when all are done. */
export function currentItemIndex(state: AnalysingState): number {
  return state.items.findIndex((percent) => percent < 100);
}

/** The mean of the items. */
export function overallPercent(state: AnalysingState): number {
  return state.items.reduce((sum, percent) => sum + percent, 0) / state.items.length;
}

/** The overall bar: its share of `barMs` of running time, at most 100. */
export function barPercent(state: AnalysingState): number {
  return Math.min(100, (state.elapsedMs / state.barMs) * 100);
}

export function tickAnalysing(
  state: AnalysingState,
  random: RandomSource,
  tickMs: number = ANALYSING.tickMs,
): AnalysingState {
  if (state.complete || state.question === 'open') return state;
  if (state.question === 'pending' && state.elapsedMs >= ANALYSING.questionAtMs)
    return { ...state, question: 'open' };
  const index = currentItemIndex(state);
  const elapsedMs = state.elapsedMs + tickMs;
  // Every item done: the bar runs on to its end.
  if (index < 0) return { ...state, elapsedMs, complete: elapsedMs >= state.barMs };
  const current = state.items[index] ?? 100;
  const ticksLeft = Math.max(1, Math.ceil((ANALYSING.itemMs - state.itemElapsedMs) / tickMs));
  const needed = (100 - current) / ticksLeft;
  const randomAdvance = Math.min(1, Math.max(0, random())) * ANALYSING.maxAdvancePercent;
  const advance = Math.min(ANALYSING.maxAdvancePercent, Math.max(needed, randomAdvance));
  const reached = ticksLeft === 1 ? 100 : Math.min(100, current + advance);
  const items = state.items.map((percent, i) => (i === index ? reached : percent));
  const itemDone = reached >= 100;
  return {
    ...state,
    elapsedMs,
    items,
    itemElapsedMs: itemDone ? 0 : state.itemElapsedMs + tickMs,
    complete: itemDone && index === ANALYSING.itemCount - 1 && elapsedMs >= state.barMs,
  };
}

/** Tapping an answer closes the modal and lets the bar run again. */
export function answerQuestion(state: AnalysingState): AnalysingState {
  return state.question === 'open' ? { ...state, question: 'answered' } : state;
}
