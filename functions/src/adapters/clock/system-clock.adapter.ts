import type { Clock } from './clock.port';

export const systemClock: Clock = { now: () => new Date() };
