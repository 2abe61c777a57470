/**
 * The key React Router's browser history gives the current entry (`useLocation().key`), read
 * before the router exists: the key it keeps in `history.state`, or `default` for an entry it has
 * not made (a page opened from a link or typed in).
 */
export function historyEntryKey(): string {
  const state: unknown = window.history.state;
  if (
    typeof state === 'object' &&
    state !== null &&
    'key' in state &&
    typeof state.key === 'string' &&
    state.key !== ''
  )
    return state.key;
  return 'default';
}
