import { createRoot } from 'react-dom/client';
import App from './App';

// Standalone page for working on the admin alone; inside the site the shell mounts App itself.
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
