import { describe, expect, it } from 'vitest';
import { MAX_QUEUED_EVENTS } from './consent';
import { ConsentGatedQueue } from './consent-queue';

function queue(status?: 'pending' | 'granted' | 'denied') {
  const sent: number[] = [];
  return { sent, gate: new ConsentGatedQueue<number>((item) => sent.push(item), status) };
}

describe('ConsentGatedQueue', () => {
  it('holds items while pending and flushes them in order on grant', () => {
    const { sent, gate } = queue();
    gate.push(1);
    gate.push(2);
    expect(sent).toEqual([]);
    gate.setStatus('granted');
    gate.push(3);
    expect(sent).toEqual([1, 2, 3]);
    expect(gate.queued).toBe(0);
  });

  it('discards held items on deny and drops later ones', () => {
    const { sent, gate } = queue();
    gate.push(1);
    gate.setStatus('denied');
    gate.push(2);
    gate.setStatus('granted');
    expect(sent).toEqual([]);
  });

  it('stops sending when a grant is withdrawn', () => {
    const { sent, gate } = queue('granted');
    gate.push(1);
    gate.setStatus('denied');
    gate.push(2);
    expect(sent).toEqual([1]);
  });

  it('keeps at most the cap while pending', () => {
    const { sent, gate } = queue();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i += 1) gate.push(i);
    gate.setStatus('granted');
    expect(sent).toHaveLength(MAX_QUEUED_EVENTS);
    expect(sent[0]).toBe(0);
  });
});
