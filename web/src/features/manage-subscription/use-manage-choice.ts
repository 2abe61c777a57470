import { useNavigate } from 'react-router-dom';
import { useManageSubscription } from './use-manage-subscription';
import type { ManageChoice, ManageNext } from './domain/manage-flow';
import { flowPage } from '../../shared/domain/routes';
import { manageStepPath } from './manage-paths';

/**
 * Sends a choice to the store and follows where it leads. Links are real anchors (the choice is
 * only logged); closing an in-app browser falls back to the status when the page stays open.
 */
export function useManageChoice() {
  const navigate = useNavigate();
  const { manageSubscription } = useManageSubscription();

  const closeInAppBrowser = () => {
    window.close();
    void navigate(manageStepPath('subscription_status'), { replace: true });
  };

  const follow = (next: ManageNext) => {
    switch (next.kind) {
      case 'step':
        void navigate(manageStepPath(next.step));
        return;
      case 'action':
        void navigate(manageStepPath(next.then));
        return;
      case 'route':
        void navigate(flowPage('manage_subscription', 'payment'));
        return;
      case 'closeInAppBrowser':
        closeInAppBrowser();
        return;
      case 'link':
        return;
    }
  };

  return {
    choose: async (choice: ManageChoice) => {
      const next = await manageSubscription.choose(choice);
      if (next) follow(next);
    },
    closeInAppBrowser,
  };
}
