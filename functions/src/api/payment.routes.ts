import { Router } from 'express';
import { SIGNED_IN_AREAS, endpoints } from '../contract/endpoints';
import { AppError } from '../domain/app-error';
import { pricesOfGroup } from '../domain/catalogue.rules';
import { chooseCurrency, paymentRegion } from '../domain/market.rules';
import { paypalPlanForPrice } from '../domain/paypal-plan-catalogue';
import { attributionOf } from '../domain/purchase-attribution.rules';
import { sellablePrices } from '../domain/trial-usage.rules';
import { configured } from '../use-cases/shared/not-configured';
import { authUser, requireAuth } from './auth.middleware';
import { endpointRoutes, mountedPath } from './endpoint-route';
import { requestCountry } from './request-country';
import type { RouteDeps } from './route-deps';

export function paymentRoutes(deps: RouteDeps): Router {
  const { useCases } = deps;
  const router = Router();
  router.use(mountedPath(SIGNED_IN_AREAS.payment), requireAuth(deps.identity));
  const route = endpointRoutes(router, deps.identity);
  const noStore = { noStore: true };

  const payments = () => configured(useCases.payments, 'payments');

  route(
    endpoints.getProducts,
    async (req, { query, params }) => {
      const { catalogue, subscriptions } = payments();
      const countryCode = requestCountry(req);
      const currency = chooseCurrency(query.currency, countryCode);
      const { groupId } = params;
      const { uid } = authUser(req);
      const [all, isPurchaseAvailable, trialAvailable] = await Promise.all([
        catalogue.activePrices(currency),
        subscriptions.isPurchaseAvailable(uid),
        subscriptions.isTrialAvailable(uid),
      ]);
      // One trial per person: a trial the server would refuse is not offered either.
      const sellable = sellablePrices(pricesOfGroup(all, groupId), trialAvailable);
      const prices = sellable.map((price) => {
        const paypalPlanId = useCases.paypal ? paypalPlanForPrice(price) : undefined;
        return paypalPlanId ? { ...price, paypalPlanId } : price;
      });
      const recurring = prices.filter((price) => price.type === 'recurring');
      const paypalReady =
        recurring.length > 0 && recurring.every((price) => 'paypalPlanId' in price);
      if (prices.length === 0) {
        throw new AppError(
          'not-found',
          'unknown-price-group',
          `No prices for group "${groupId}" in ${currency}`,
        );
      }
      return {
        data: {
          prices,
          countryCode,
          region: paymentRegion(countryCode),
          paypalCheckoutEnabled: paypalReady,
          // PayPal is sold through our own PayPal account, by its JS SDK's button; never inside
          // Stripe's Payment Element (Stripe-billed PayPal): see D15 of docs/spec-conformance.md.
          paypalElementsEnabled: false,
          paypalNativeFallbackEnabled: paypalReady,
          isPurchaseAvailable,
          trialAvailable,
        },
      };
    },
    noStore,
  );

  route(endpoints.createSubscription, (req, { body }) =>
    payments().subscriptions.create({
      uid: authUser(req).uid,
      email: body.email,
      priceId: body.priceId,
      ...(body.trialId ? { trialId: body.trialId } : {}),
      withDiscount: body.withDiscount ?? false,
      lang: body.lang,
      ...(body.platform ? { platform: body.platform } : {}),
      ...(body.requestId ? { requestId: body.requestId } : {}),
      attribution: attributionOf(body),
    }),
  );

  route(
    endpoints.getStripeSubscriptionViaId,
    async (req, { params }) => ({
      subscription: await payments().subscriptions.fetchOwned(authUser(req).uid, params.id),
    }),
    noStore,
  );

  const paypal = () => configured(useCases.paypal, 'paypal');

  /** The PayPal button's createSubscription: the server creates and binds it (issue 17). */
  route(endpoints.createPaypalSubscription, (req, { body }) =>
    paypal().create({
      uid: authUser(req).uid,
      priceId: body.priceId,
      ...(body.trialId ? { trialId: body.trialId } : {}),
      withDiscount: body.withDiscount ?? false,
      ...(body.platform ? { platform: body.platform } : {}),
      attribution: attributionOf(body),
    }),
  );

  route(endpoints.confirmPaypalSubscription, async (req, { body }) => ({
    subscription: await paypal().confirm(authUser(req).uid, body.subscriptionId),
  }));

  route(
    endpoints.getPaypalSubscriptionViaId,
    async (req, { params }) => ({
      subscription: await paypal().fetchOwned(authUser(req).uid, params.id),
    }),
    noStore,
  );

  route(
    endpoints.getSubscription,
    async (req) => ({ subscription: await useCases.users.getSubscription(authUser(req).uid) }),
    noStore,
  );

  return router;
}
