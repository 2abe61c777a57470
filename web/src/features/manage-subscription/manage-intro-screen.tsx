import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { ManageLoading } from './manage-loading';
import { manageStepPath } from './manage-paths';

/** /manage_subscription: the intro is a loading screen that leads to the status (or login). */
function ManageIntroScreen() {
  const { session } = useAppStores();
  const { search } = useLocation();
  if (!session.authReady) return <ManageLoading />;
  const step = session.user ? 'subscription_status' : 'login';
  return <Navigate to={`${manageStepPath(step)}${search}`} replace />;
}

export default observer(ManageIntroScreen);
