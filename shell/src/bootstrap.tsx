import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { requestRemote } from './remotes/lazy-remotes';
import { resolveScreen } from './routing/resolve-screen';
import './styles/global.css';

// The page's remote starts downloading now rather than after the shell's first render.
const screen = resolveScreen(window.location.pathname);
if (screen.kind === 'remote') requestRemote(screen.remote).catch(() => undefined); // RemoteOutlet reports failures

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
