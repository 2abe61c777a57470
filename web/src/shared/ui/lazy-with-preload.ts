import { type ComponentType, createElement, lazy } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk; once it has loaded, the component renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy that can be preloaded: React.lazy suspends on its first render even when the
 * module is already there, which would flash the Suspense fallback; this one renders the loaded
 * component directly. A failed load is retried on the next render or preload.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloaded, { preload: () => start().then(() => undefined) });
}
