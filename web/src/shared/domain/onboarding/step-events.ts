import { stepDefinition } from './step-definitions';

/** Analytics event names of spec 01 §2.4; the sink keeps at most 40 characters. */
export const EVENT_NAME_MAX_LENGTH = 40;

export type StepEventAction = 'goto' | 'commit' | 'goback' | 'skip';

/** `web_{action}_{number}_{stepId}` cut to 40 characters, e.g. web_commit_1_gender. */
export function funnelEventName(
  action: StepEventAction,
  analyticsNumber: number,
  stepId: string,
): string {
  return `web_${action}_${analyticsNumber}_${stepId}`.slice(0, EVENT_NAME_MAX_LENGTH);
}

/** The event of a catalogue step (info screens share their step's number); unknown ids: none. */
export function stepEventName(action: StepEventAction, stepId: string): string | undefined {
  const definition = stepDefinition(stepId);
  return definition ? funnelEventName(action, definition.analyticsNumber, stepId) : undefined;
}
