import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { requestRemote } from './remotes/lazy-remotes';
import { resolveScreen } from './routing/resolve-screen';
import './styles/global.css';

// The page's remote starts downloading now rather than after the shell's first render.
const screen = resolveScreen(window.location.pathname);
const remote = screen.kind === 'remote' ? requestRemote(screen.remote).catch(() => undefined) : null; // RemoteOutlet reports failures

const root = document.getElementById('root');
if (root) {
  // When the server drew the first screen, the first render waits for the page's remote: it then
  // replaces that markup with the same page, where a render now would swap it for a skeleton.
  const drawnByServer = root.firstElementChild !== null;
  const ready = drawnByServer && remote ? remote : Promise.resolve();
  void ready.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
