import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useManageSubscription } from './use-manage-subscription';
import { MANAGE_STEP_DEFINITIONS, stepAllowed } from './domain/manage-screens';
import { isManageStep } from './domain/manage-steps';
import { ROUTES } from '../../shared/domain/routes';
import { ManageLoading } from './manage-loading';
import { manageStepPath } from './manage-paths';
import { ManageStepView } from './manage-step-view';

/**
 * /manage_subscription/{stepId} (spec 02 §2.6): signed out → the login step; the subscription
 * loads once per visit (actions keep it current); a step that does not fit the subscription's
 * state (a stale link, back after an action) shows the status instead.
 */
function ManageWizardScreen() {
  const { stepId = '' } = useParams();
  const { session } = useAppStores();
  const { manageSubscription } = useManageSubscription();
  const uid = session.user?.uid ?? null;

  useEffect(() => {
    if (!uid) return;
    void manageSubscription.load();
    return () => manageSubscription.dispose();
  }, [manageSubscription, uid]);

  // Unknown steps, and the login step's own route when reached here, start at the intro.
  if (!isManageStep(stepId) || stepId === 'login')
    return <Navigate to={ROUTES.manageSubscription} replace />;
  const signedOut =
    !session.user || (manageSubscription.loadState === 'none' && session.user.isAnonymous);
  if (signedOut) return <Navigate to={manageStepPath('login')} replace />;
  if (manageSubscription.loadState === 'loading') return <ManageLoading />;
  if (!stepAllowed(stepId, manageSubscription.state))
    return <Navigate to={manageStepPath('subscription_status')} replace />;
  return <ManageStepView step={stepId} screen={MANAGE_STEP_DEFINITIONS[stepId].screen} />;
}

export default observer(ManageWizardScreen);
