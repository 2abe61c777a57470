import type { ManageStep } from './domain/manage-steps';
import { ROUTES } from '../../shared/domain/routes';

/** /manage_subscription/{stepId} (spec 02 §2.6). */
export const manageStepPath = (step: ManageStep): string => `${ROUTES.manageSubscription}/${step}`;
