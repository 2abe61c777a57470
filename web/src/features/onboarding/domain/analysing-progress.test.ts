import { describe, expect, it } from 'vitest';
import {
  ANALYSING,
  type AnalysingState,
  answerQuestion,
  barPercent,
  currentItemIndex,
  initialAnalysingState,
  overallPercent,
  PLAN_CREATION_BAR_MS,
  tickAnalysing,
} from './analysing-progress';

function run(state: AnalysingState, ticks: number, random: () => number): AnalysingState {
  let next = state;
  for (let i = 0; i < ticks; i += 1) next = tickAnalysing(next, random);
  return next;
}

describe('analysing progress', () => {
  it('has the spec constants', () => {
    expect(ANALYSING).toMatchObject({
      itemCount: 4,
      itemMs: 3000,
      maxAdvancePercent: 5,
      questionAtMs: 6000,
      barMs: 15_000,
    });
    expect(PLAN_CREATION_BAR_MS).toBe(10_000);
    expect(initialAnalysingState().barMs).toBe(10_000);
  });

  it('runs the analysing bar 15 000 ms: past the items, paused by the question, then complete', () => {
    const beforeQuestion = run(initialAnalysingState(ANALYSING.barMs), 61, () => 0);
    expect(barPercent(beforeQuestion)).toBe(40);
    const paused = run(beforeQuestion, 30, () => 0);
    expect(barPercent(paused)).toBe(40);
    const itemsDone = run(answerQuestion(paused), 60, () => 0);
    expect(currentItemIndex(itemsDone)).toBe(-1);
    expect(itemsDone.elapsedMs).toBe(12_000);
    expect(barPercent(itemsDone)).toBe(80);
    expect(itemsDone.complete).toBe(false);
    const almost = run(itemsDone, 29, () => 0);
    expect(almost.complete).toBe(false);
    const done = tickAnalysing(almost, () => 0);
    expect(done.elapsedMs).toBe(15_000);
    expect(barPercent(done)).toBe(100);
    expect(done.complete).toBe(true);
    expect(tickAnalysing(done, () => 0)).toBe(done);
  });

  it('finishes each item within its 3000 ms at the slowest random', () => {
    const state = run(initialAnalysingState(), 29, () => 0);
    expect(state.items[0]).toBeLessThan(100);
    const next = tickAnalysing(state, () => 0);
    expect(next.items[0]).toBe(100);
    expect(currentItemIndex(next)).toBe(1);
  });

  it('never advances more than 5 % a tick, even at the fastest random', () => {
    let state = initialAnalysingState();
    for (let i = 0; i < 42; i += 1) {
      const next = tickAnalysing(state, () => 0.9999);
      expect(overallPercent(next) * 4 - overallPercent(state) * 4).toBeLessThanOrEqual(5 + 1e-9);
      state = next;
    }
    expect(state.items[0]).toBe(100);
    expect(state.items[1]).toBe(100);
  });

  it('opens the question at 6000 ms and pauses until answered', () => {
    const before = run(initialAnalysingState(), 60, () => 0);
    expect(before.elapsedMs).toBe(6000);
    expect(before.question).toBe('pending');
    const open = tickAnalysing(before, () => 0);
    expect(open.question).toBe('open');
    const paused = run(open, 50, () => 0.5);
    expect(paused).toBe(open);
    const answered = answerQuestion(paused);
    expect(answered.question).toBe('answered');
    expect(tickAnalysing(answered, () => 0).elapsedMs).toBe(6100);
    expect(answerQuestion(answered)).toBe(answered);
  });

  it('completes when the last item completes, then stays', () => {
    const beforeQuestion = run(initialAnalysingState(), 61, () => 0);
    const done = run(answerQuestion(beforeQuestion), 60, () => 0);
    expect(done.complete).toBe(true);
    expect(overallPercent(done)).toBe(100);
    expect(done.elapsedMs).toBe(12000);
    expect(currentItemIndex(done)).toBe(-1);
    expect(tickAnalysing(done, () => 0)).toBe(done);
  });

  it('is not complete before the last item', () => {
    const almost = run(answerQuestion(run(initialAnalysingState(), 61, () => 0)), 59, () => 0);
    expect(almost.complete).toBe(false);
  });

  it('clamps a random source outside [0, 1)', () => {
    const next = tickAnalysing(initialAnalysingState(), () => 7);
    expect(next.items[0]).toBe(5);
  });
});
