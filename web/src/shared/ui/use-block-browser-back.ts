import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const GUARD_KEY = 'fastwellBackGuard';

function isGuarded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD_KEY in state;
}

/**
 * Spec 02 §2.3: browser back stays on this screen. A copy of the page is pushed on top of the
 * history (through the router, so it keeps its own state in step); back lands on the copy below
 * it, and the copy is pushed again. `onBack` hears each back held so (its go-back event).
 */
export function useBlockBrowserBack(active = true, onBack: () => void = () => undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = isGuarded(location.state);
  const pushedFor = useRef<string | null>(null);
  const onGuard = useRef(false);
  const heldBack = useEffectEvent(onBack);
  const { pathname, search, hash, key } = location;

  useEffect(() => {
    if (!active) return;
    if (guarded) {
      pushedFor.current = null;
      onGuard.current = true;
      return;
    }
    // From the copy on top down to the page: a back the screen holds.
    if (onGuard.current) {
      onGuard.current = false;
      heldBack();
    }
    // StrictMode runs the effect twice for one entry: push once.
    if (pushedFor.current === key) return;
    pushedFor.current = key;
    navigate(
      { pathname, search, hash },
      { state: { [GUARD_KEY]: true }, preventScrollReset: true },
    );
  }, [active, guarded, key, pathname, search, hash, navigate]);
}
