import type { ManageStep } from '../../domain/manage-subscription/manage-steps';
import { ROUTES } from '../../domain/routes';

/** /manage_subscription/{stepId} (spec 02 §2.6). */
export const manageStepPath = (step: ManageStep): string => `${ROUTES.manageSubscription}/${step}`;
