import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  choiceFromCategories,
  choiceFromRecord,
  eventAction,
  gateStatus,
  MAX_QUEUED_EVENTS,
  queueAction,
  UNDECIDED,
  type ConsentCategory,
  type ConsentChoice,
  type EventAction,
  type GateStatus,
  type QueueAction,
} from './consent';

const necessaryOnly: ConsentChoice = { decided: true, granted: ['necessary'] };
const analyticsOnly: ConsentChoice = { decided: true, granted: ['necessary', 'performance'] };
const adsOnly: ConsentChoice = { decided: true, granted: ['necessary', 'targeting'] };

describe('gateStatus', () => {
  it.each<[string, ConsentChoice, ConsentCategory, GateStatus]>([
    ['necessary before a choice', UNDECIDED, 'necessary', 'granted'],
    ['performance before a choice', UNDECIDED, 'performance', 'pending'],
    ['targeting before a choice', UNDECIDED, 'targeting', 'pending'],
    ['performance after accept all', ALL_GRANTED, 'performance', 'granted'],
    ['targeting after accept all', ALL_GRANTED, 'targeting', 'granted'],
    ['video after accept all', ALL_GRANTED, 'video', 'granted'],
    ['performance after necessary only', necessaryOnly, 'performance', 'denied'],
    ['targeting after necessary only', necessaryOnly, 'targeting', 'denied'],
    ['necessary after necessary only', necessaryOnly, 'necessary', 'granted'],
    ['performance granted alone', analyticsOnly, 'performance', 'granted'],
    ['targeting when only performance', analyticsOnly, 'targeting', 'denied'],
    ['targeting granted alone', adsOnly, 'targeting', 'granted'],
    ['performance when only targeting', adsOnly, 'performance', 'denied'],
  ])('%s', (_, choice, category, expected) => {
    expect(gateStatus(choice, category)).toBe(expected);
  });
});

describe('eventAction', () => {
  it.each<[GateStatus, number, EventAction]>([
    ['granted', 0, 'send'],
    ['granted', MAX_QUEUED_EVENTS, 'send'],
    ['pending', 0, 'queue'],
    ['pending', MAX_QUEUED_EVENTS - 1, 'queue'],
    ['pending', MAX_QUEUED_EVENTS, 'drop'],
    ['denied', 0, 'drop'],
  ])('%s with %i queued → %s', (status, queued, expected) => {
    expect(eventAction(status, queued)).toBe(expected);
  });
});

describe('queueAction', () => {
  it.each<[GateStatus, QueueAction]>([
    ['granted', 'flush'],
    ['pending', 'keep'],
    ['denied', 'discard'],
  ])('%s → %s', (status, expected) => {
    expect(queueAction(status)).toBe(expected);
  });
});

describe('choiceFromRecord', () => {
  const stamp = '2026-11-21T10:00:00.000Z';
  const valid = {
    categories: ['necessary', 'performance'],
    consentId: 'abc',
    consentTimestamp: stamp,
    lastConsentTimestamp: stamp,
  };
  it.each<[string, unknown, ConsentChoice]>([
    ['no record', undefined, UNDECIDED],
    ['not an object', 'yes', UNDECIDED],
    ['an empty object (no cookie)', {}, UNDECIDED],
    ['without consent id', { ...valid, consentId: '' }, UNDECIDED],
    ['without timestamps', { ...valid, lastConsentTimestamp: undefined }, UNDECIDED],
    ['categories not a list', { ...valid, categories: 'all' }, UNDECIDED],
    ['a valid record', valid, analyticsOnly],
    ['unknown names ignored', { ...valid, categories: ['necessary', 'ads'] }, necessaryOnly],
  ])('%s', (_, record, expected) => {
    expect(choiceFromRecord(record)).toEqual(expected);
  });

  it('always keeps necessary in a made choice', () => {
    expect(choiceFromCategories(['targeting'])).toEqual(adsOnly);
  });
});
