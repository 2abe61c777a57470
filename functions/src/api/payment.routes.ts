import { Router } from 'express';
import type { Request } from 'express';
import {
  confirmPaypalBodySchema,
  createPaypalBodySchema,
  createSubscriptionBodySchema,
  productsQuerySchema,
} from '../contract/api/payment';
import { AppError } from '../domain/app-error';
import { pricesOfGroup } from '../domain/catalogue.rules';
import { chooseCurrency, paymentRegion } from '../domain/market.rules';
import { paypalPlanForPrice } from '../domain/paypal-plan-catalogue';
import { attributionOf } from '../domain/purchase-attribution.rules';
import { sellablePrices } from '../domain/trial-usage.rules';
import { configured } from '../use-cases/not-configured';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import { requestCountry } from './request-country';
import type { RouteDeps } from './route-deps';
import { parseOrThrow, withBody } from './validate-body';

export function paymentRoutes(deps: RouteDeps): Router {
  const { useCases } = deps;
  const router = Router();
  router.use('/payment', requireAuth(deps.identity));

  const payments = () => configured(useCases.payments, 'payments');
  const param = (req: Request, name: string): string => {
    const value = req.params[name];
    return typeof value === 'string' ? value : '';
  };

  router.get('/payment/getProducts/:groupId', noStore, async (req, res) => {
    const { catalogue, subscriptions } = payments();
    const countryCode = requestCountry(req);
    const currency = chooseCurrency(
      parseOrThrow(productsQuerySchema, req.query).currency,
      countryCode,
    );
    const groupId = param(req, 'groupId');
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
    const paypalReady = recurring.length > 0 && recurring.every((price) => 'paypalPlanId' in price);
    if (prices.length === 0) {
      throw new AppError(
        'not-found',
        'unknown-price-group',
        `No prices for group "${groupId}" in ${currency}`,
      );
    }
    res.json({
      data: {
        prices,
        countryCode,
        region: paymentRegion(countryCode),
        paypalCheckoutEnabled: paypalReady,
        paypalElementsEnabled: false,
        paypalNativeFallbackEnabled: false,
        isPurchaseAvailable,
        trialAvailable,
      },
    });
  });

  router.post(
    '/payment/createSubscription',
    withBody(createSubscriptionBodySchema, async (req, res, body) => {
      const created = await payments().subscriptions.create({
        uid: authUser(req).uid,
        email: body.email,
        priceId: body.priceId,
        ...(body.trialId ? { trialId: body.trialId } : {}),
        withDiscount: body.withDiscount ?? false,
        lang: body.lang,
        ...(body.platform ? { platform: body.platform } : {}),
        ...(body.requestId ? { requestId: body.requestId } : {}),
        attribution: attributionOf(body),
      });
      res.json(created);
    }),
  );

  router.post('/payment/getStripeSubscriptionViaId/:id', noStore, async (req, res) => {
    const subscription = await payments().subscriptions.fetchOwned(
      authUser(req).uid,
      param(req, 'id'),
    );
    res.json({ subscription });
  });

  const paypal = () => configured(useCases.paypal, 'paypal');

  /** The PayPal button's createSubscription: the server creates and binds it (issue 17). */
  router.post(
    '/payment/createPaypalSubscription',
    withBody(createPaypalBodySchema, async (req, res, body) => {
      const created = await paypal().create({
        uid: authUser(req).uid,
        priceId: body.priceId,
        ...(body.trialId ? { trialId: body.trialId } : {}),
        withDiscount: body.withDiscount ?? false,
        ...(body.platform ? { platform: body.platform } : {}),
        attribution: attributionOf(body),
      });
      res.json(created);
    }),
  );

  router.post(
    '/payment/confirmPaypalSubscription',
    withBody(confirmPaypalBodySchema, async (req, res, body) => {
      const subscription = await paypal().confirm(authUser(req).uid, body.subscriptionId);
      res.json({ subscription });
    }),
  );

  router.get('/payment/getPaypalSubscriptionViaId/:id', noStore, async (req, res) => {
    const subscription = await paypal().fetchOwned(authUser(req).uid, param(req, 'id'));
    res.json({ subscription });
  });

  router.get('/payment/getSubscription', noStore, async (req, res) => {
    res.json({ subscription: await useCases.users.getSubscription(authUser(req).uid) });
  });

  return router;
}
