/**
 * The wire contract between the web app and the functions: request and answer schemas, the
 * error shape and codes, and the few constants and helpers both sides compute with. It imports
 * nothing but zod (zod/mini, jitless: the site's CSP has no 'unsafe-eval'), and no Node or DOM API.
 * The web reaches it as `@fastwell/contract`; it lives inside functions/ so that Cloud Functions'
 * upload of functions/ alone carries it.
 */
export * from './zod';
export * from './languages';
export * from './units';
export * from './calendar';
export * from './trial';
export * from './cancellation-reasons';
export * from './errors';
export * from './subscription-view';
export * from './catalogue';
export * from './onboarding-answers';
export * from './experiments';
export * from './url-params';
export * from './api/fields';
export * from './api/auth.answers';
export * from './api/user.answers';
export * from './api/payment.answers';
export * from './api/checkout-session.answers';
export * from './api/manage-subscription.answers';
export * from './api/upsell.answers';
export * from './api/wellhub.answers';
export * from './api/auth';
export * from './api/user';
export * from './api/payment';
export * from './api/checkout-session';
export * from './api/manage-subscription';
export * from './api/experiments';
export * from './api/cancellations';
export * from './api/withdrawals';
export * from './api/upsell';
export * from './api/wellhub';
// Rules both sides compute: provider statuses, the management state, pauses, duration types.
export * from './subscription-statuses';
export * from './subscription-state';
export * from './pause-duration';
export * from './duration-type';
export * from './legal-versions';
