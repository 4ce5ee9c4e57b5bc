import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

// Standalone mode (the remote's own index.html); inside the site the shell mounts ./App instead.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
