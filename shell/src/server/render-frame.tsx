/**
 * The Node build's entry (dist/server/render.js, config/webpack/create-server-config.js): the
 * page frame as the browser's first render draws it (banner, header, an empty footer slot), with
 * the remote's first screen in <main>. The backend writes it into #root, so the page paints
 * before its JavaScript runs; the browser's first render then replaces it with the same markup.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { Frame } from '../app/App';

const SLOT_TAG = 'dw-first-screen';
const SLOT = `<${SLOT_TAG}></${SLOT_TAG}>`;

/** The frame for `path` (and `search`, without '?') around `mainHtml`, markup the server trusts. */
export function renderFrame(path: string, search: string, mainHtml: string): string {
  const html = renderToString(
    <Router ssrPath={path} ssrSearch={search}>
      <Frame main={createElement(SLOT_TAG)} />
    </Router>,
  );
  return html.replace(SLOT, () => mainHtml);
}
