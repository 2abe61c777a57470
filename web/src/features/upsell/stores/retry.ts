/**
 * Calls `load` until it answers, waiting `delayMs` after each failure (reported as `onError`);
 * undefined once `active()` turns false (the screen was left).
 */
export async function retryWhile<T>(
  active: () => boolean,
  delayMs: number,
  onError: (error: unknown) => void,
  load: () => Promise<T>,
): Promise<T | undefined> {
  while (active()) {
    try {
      return await load();
    } catch (error) {
      onError(error);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  return undefined;
}
