import { useTranslation } from 'react-i18next';
import LoginScreen from '../features/login/login-screen';

/** The manage wizard's login step (spec 02 §2.6): the login screen, then the status. */
export default function ManageLoginRoute() {
  const { t } = useTranslation();
  return (
    <LoginScreen
      stepId="login"
      onwardTo="/manage_subscription/subscription_status"
      title={t('manage.login.title')}
      subtitle={t('manage.login.subtitle')}
    />
  );
}
