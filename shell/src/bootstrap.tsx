import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { requestRemote } from './remotes/lazy-remotes';
import { resolveScreen } from './routing/resolve-screen';
import './styles/global.css';

// The page's remote starts downloading now rather than after the shell's first render.
const screen = resolveScreen(window.location.pathname);
const remote = screen.kind === 'remote' ? requestRemote(screen.remote).catch(() => undefined) : null; // RemoteOutlet reports failures

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.firstElementChild !== null && remote) {
    // The server drew the first screen as this very tree (shell/src/server/render-frame.tsx): once
    // the page's remote has arrived, React hydrates that markup instead of drawing it again, as a
    // transition, so the work is cut into slices that leave the main thread free for the shopper
    // (docs/decisions/0006-server-drawn-first-screen.md). A mismatch makes React redraw, as before.
    void remote.then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    createRoot(root).render(app);
  }
}
