import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCheckout } from './use-checkout';
import { readPurchaseReference } from '../../shared/domain/checkout/payment-return';
import { type Flow, flowPage } from '../../shared/domain/routes';
import { PurchaseResolving } from './purchase-resolving';

/**
 * The post-purchase route (spec 02 §4.7): resolves the purchase by its source, reports it once
 * (send_event leaves the URL first, so a reload cannot report it again), then routes on (§4.8).
 */
export default function PaymentSuccessScreen({ flow }: { flow: Flow }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { purchase } = useCheckout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const reference = readPurchaseReference(search);
    if (!reference) {
      navigate(flowPage(flow, 'payment'), { replace: true });
      return;
    }
    const sendEvent = params.get('send_event') === 'true';
    if (params.has('send_event')) {
      params.delete('send_event');
      navigate(`${pathname}?${params.toString()}`, { replace: true });
    }
    purchase.successScreenShown(reference.source);
    void purchase
      .resolvePurchase(flow, reference, sendEvent)
      .then((next) => navigate(next, { replace: true }));
  }, [search, pathname, flow, navigate, purchase]);

  return <PurchaseResolving />;
}
