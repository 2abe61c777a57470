import { useEffect, useState } from 'react';
import { useAppStores } from '../../shared/stores/store-context';
import { useAccount } from './use-account';

/**
 * Whether the user purchased (spec 02 §2.4): a purchase in this visit, else a subscription on the
 * user's record. null while the record is being read. Call it from an observer component.
 */
export function useDidPurchase(): boolean | null {
  const { session } = useAppStores();
  const { purchase } = useAccount();
  const boughtNow = purchase.subscription !== null;
  const [onRecord, setOnRecord] = useState<boolean | null>(null);

  useEffect(() => {
    if (boughtNow) return;
    let cancelled = false;
    void session.hasSubscriptionOnRecord().then((has) => {
      if (!cancelled) setOnRecord(has);
    });
    return () => {
      cancelled = true;
    };
  }, [boughtNow, session]);

  return boughtNow ? true : onRecord;
}
