import { type ComponentType, createElement, lazy, useState } from 'react';

export interface LazyPage<P extends object = object> {
  (props: P): ReturnType<typeof createElement>;
  /** Fetches the page's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk, like React.lazy, except that it can be loaded ahead (preload) and, once
 * loaded, renders straight away. The shop loads the visitor's first page before it first renders,
 * so that render is the page itself, not a fallback React would hold on screen for 300 ms more.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null; // a failed chunk is fetched again next time
        throw error;
      },
    ));
  // Not loaded yet (a later visit within the shop): React.lazy suspends until it is.
  const Pending = lazy(() => preload().then(() => ({ default: Loaded as ComponentType<P> })));
  function Page(props: P) {
    // Chosen once per mount: switching types later would remount the page and lose its state.
    const [Type] = useState(() => Loaded ?? Pending);
    return createElement(Type as ComponentType<P>, props);
  }
  Page.preload = preload;
  return Page;
}
