import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readCardUpdateEntry, withoutEntryFields } from './domain/card-update-entry';
import { useCardUpdate } from './use-card-update';

/**
 * Reads the page's address once (the link's token, or Stripe's return from the bank's page),
 * takes those fields off the address bar at once, and opens the page with them (issue 32: the
 * token is a key for whoever holds it).
 */
export function useCardUpdateEntry(): void {
  const { cardUpdate } = useCardUpdate();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [entry] = useState(() => readCardUpdateEntry(params));

  useEffect(() => {
    const rest = withoutEntryFields(params);
    if (rest) void navigate({ search: rest.toString() }, { replace: true });
  }, [navigate, params]);

  useEffect(() => {
    void cardUpdate.open(entry);
  }, [cardUpdate, entry]);
}
