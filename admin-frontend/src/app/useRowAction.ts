import { useState } from 'react';
import { failureText } from '@dw/web-kit';
import { type NoticeInput, useNotify } from './notify';

/**
 * A list row's action (end, delete, resend, a status change): the row is busy while it runs (its
 * button spins), then the admin is told how it went. `act` answers the notice of its success;
 * a failure is told with `failureLead` before the server's reason.
 */
export function useRowAction() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const notify = useNotify();

  const run = async (id: string, failureLead: string, act: () => Promise<NoticeInput>) => {
    setBusyId(id);
    try {
      notify.success(await act());
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: failureLead }) });
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, run };
}
