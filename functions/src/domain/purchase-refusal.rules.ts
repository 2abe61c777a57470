import { AppError } from './app-error';

/** Why the server undid a paid card purchase (refunded and cancelled it). */
export type Refusal = { kind: 'trial-used' } | { kind: 'duplicate'; keptId: string };

/** The answer to the buyer whose trial was refused after paying: the fee is refunded. */
export const trialRefunded = (): AppError =>
  new AppError(
    'conflict',
    'trial-refunded',
    'This card already had a trial: the trial fee was refunded; choose a plan without a trial',
  );

/** The answer to the buyer whose payment was undone: premium comes from the other one. */
export const duplicateRefunded = (): AppError =>
  new AppError(
    'conflict',
    'duplicate-refunded',
    'You already have premium through another subscription: this payment was refunded',
  );

/** The answer to the buyer returning from a purchase a guard undid (409, refunded). */
export const undoneError = (refusal: Refusal): AppError =>
  refusal.kind === 'trial-used' ? trialRefunded() : duplicateRefunded();
