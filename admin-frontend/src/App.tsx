import { AdminProviders } from './app/AdminProviders';
import { SessionGate } from './pages/session/SessionGate';

export interface AdminAppProps {
  /** Where the shell mounted the admin; it has no sub-routes, so only the contract needs it. */
  basename?: string;
}

/** The admin remote's single export: its own store, theme and toasts, behind the session check. */
export default function App(_props: AdminAppProps) {
  return (
    <AdminProviders>
      <SessionGate />
    </AdminProviders>
  );
}
