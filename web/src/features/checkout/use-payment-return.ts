import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCheckout } from './use-checkout';
import { readPaymentReturn } from '../../shared/domain/checkout/payment-return';
import type { Flow } from '../../shared/domain/routes';

/**
 * Spec 02 §4.6: back from the card provider, the checkout-payment store decides where the page
 * goes (the post-purchase route, or the checkout screen again with the modal and the decline shown).
 */
export function usePaymentReturn(flow: Flow): { returning: boolean } {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { checkoutPayment } = useCheckout();
  const [paymentReturn] = useState(() => readPaymentReturn(search));
  const [returning, setReturning] = useState(paymentReturn.kind !== 'none');
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || paymentReturn.kind === 'none') return;
    handled.current = true;
    void checkoutPayment
      .resumeAfterReturn(flow, paymentReturn, { pathname, search })
      .then(({ to, returning: stillReturning }) => {
        if (to !== null) navigate(to, { replace: true });
        if (!stillReturning) setReturning(false);
      });
  }, [paymentReturn, search, pathname, flow, navigate, checkoutPayment]);

  return { returning };
}
