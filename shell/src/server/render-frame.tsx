/**
 * The Node build's entry (dist/server/render.js, config/webpack/create-server-config.js): the
 * page frame as the browser's first render draws it (banner, header, an empty footer slot), with
 * the remote's first screen in <main>. The backend writes it into #root, so the page paints
 * before its JavaScript runs; the browser then hydrates it (shell/src/bootstrap.tsx).
 */
import { type ReactNode, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { Frame } from '../app/App';

const SLOT_TAG = 'dw-first-screen';
const SLOT = `<${SLOT_TAG}></${SLOT_TAG}>`;

/**
 * The frame for `path` (and `search`, without '?') around the remote's page, rendered as one tree
 * with it: React's ids (useId) are then those the browser computes for the same tree, which
 * hydration needs. Every server build shares one React (create-server-config.js).
 */
export function renderFrameAround(path: string, search: string, main: ReactNode): string {
  return renderToString(
    <Router ssrPath={path} ssrSearch={search}>
      <Frame main={main} />
    </Router>,
  );
}

/** The frame around `mainHtml`, markup the server trusts (a remote build without pageElement). */
export function renderFrame(path: string, search: string, mainHtml: string): string {
  return renderFrameAround(path, search, createElement(SLOT_TAG)).replace(SLOT, () => mainHtml);
}
