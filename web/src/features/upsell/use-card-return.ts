import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useUpsell } from './use-upsell';
import type { Flow } from '../../shared/domain/routes';
import type { OfferProduct } from './stores/offer-payment';

/** What the card provider adds to the return URL after a 3-D Secure page. */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * Back from a 3-D Secure page (Stripe.js may leave the page for it): a paid intent completes the
 * purchase and moves on; otherwise the return query is dropped and the offer shows again.
 * True while the intent is being read.
 */
export function useCardReturn(product: OfferProduct, flow: Flow): boolean {
  const { upsell } = useUpsell();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const secret = params.get('payment_intent_client_secret');
  const [resuming, setResuming] = useState(secret !== null);

  useEffect(() => {
    if (!secret) return;
    let active = true;
    void upsell.resumeCardReturn(product, flow, secret).then((next) => {
      if (!active) return;
      if (next) {
        navigate(next, { replace: true });
        return;
      }
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          for (const name of RETURN_PARAMS) rest.delete(name);
          return rest;
        },
        { replace: true },
      );
      setResuming(false);
    });
    return () => {
      active = false;
    };
  }, [upsell, product, flow, secret, navigate, setParams]);

  return resuming;
}

/** Where a 3-D Secure page returns to: this screen, with its query. */
export function useReturnUrl(): () => string {
  const { pathname, search } = useLocation();
  return () => new URL(`${pathname}${search}`, window.location.origin).toString();
}
