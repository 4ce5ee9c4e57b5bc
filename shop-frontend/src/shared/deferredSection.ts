import { type ComponentType, Suspense, createElement } from 'react';
import { lazyPage } from './lazyPage';

const sections: (() => Promise<void>)[] = [];

/**
 * A part of a page below its first screen, in a chunk of its own (docs/decisions/0028-first-screen-javascript.md).
 * The server draws it with the rest (it loads every section first: preloadDeferredSections); in the
 * browser its code is not among the page's initial scripts: the page hydrates without it, React keeps
 * the drawn markup of the section until its chunk has arrived, then hydrates it on its own. After a
 * navigation within the shop it shows once its chunk is there (nothing in its place until then).
 *
 *   const Reviews = deferredSection(() => import('./Reviews').then((m) => m.Reviews));
 */
export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyPage(load);
  sections.push(() => Part.preload());
  // Its own Suspense boundary: the unit React hydrates apart from the rest of the page.
  return function DeferredSection(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  };
}

/**
 * A lazily loaded part the server draws when the page's data calls for it (the cart's lines): its
 * code is loaded with the deferred sections' on the server; the browser loads it as the page decides.
 */
export function drawnByServer(part: { preload(): Promise<void> }): void {
  sections.push(() => part.preload());
}

/** Loads every deferred section's code (the server build, where it is all in one file). */
export function preloadDeferredSections(): Promise<void> {
  return Promise.all(sections.map((preload) => preload())).then(() => undefined);
}
