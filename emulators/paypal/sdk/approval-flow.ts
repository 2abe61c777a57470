import type { Decision, DecisionSubject } from './approval-window.js';
import type { ApproveActions, ApproveData } from './types.js';

/**
 * What one click started: the id the PayPal window approves (`/checkoutnow?token=`), which
 * message settles it, how to ask PayPal when the window closed without one, and what onApprove
 * receives.
 */
export interface ApprovalFlow {
  id: string;
  subject: DecisionSubject;
  decided(): Promise<Decision>;
  approveData(facilitatorAccessToken: string): Promise<ApproveData>;
  approveActions(): ApproveActions;
}

export const redirectTo = (url: string): void => window.location.assign(url);

export const unsupported = (name: string) => () =>
  Promise.reject(new Error(`${name} is not supported by the stand-in SDK`));
