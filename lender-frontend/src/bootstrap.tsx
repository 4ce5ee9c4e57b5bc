import { createRoot } from 'react-dom/client';
import App from './App';

// Only used when the remote's own entry runs (local development); the shell imports ./App.
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
