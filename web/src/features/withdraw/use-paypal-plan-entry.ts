import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readPaypalPlanEntry, withoutPaypalPlanFields } from './domain/paypal-plan';
import type { PaypalPlanStore } from './stores/paypal-plan.store';

/**
 * Reads the page's address once (the mail link's token, or PayPal's return), takes those fields
 * off the address bar at once (issue 32: the token is a key for whoever holds it), and opens the
 * page with them. Back from PayPal through the browser's cache, the plan is read again.
 */
export function usePaypalPlanEntry(plan: PaypalPlanStore): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [entry] = useState(() => readPaypalPlanEntry(params));

  useEffect(() => {
    const rest = withoutPaypalPlanFields(params);
    if (rest) void navigate({ search: rest.toString() }, { replace: true });
  }, [navigate, params]);

  useEffect(() => {
    void plan.open(entry);
  }, [plan, entry]);

  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void plan.resumed();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [plan]);
}
