import { App } from 'antd';
import { useMemo } from 'react';
import type { Notice } from '@dw/contracts';

export type NoticeInput = Notice | { title: string; description?: string };

/**
 * The admin's toasts: antd notifications inside the admin's own App context (one at a time,
 * configured in App.tsx), so they follow the admin theme.
 */
export function useNotify() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (n: NoticeInput) => notification.success({ title: n.title, description: n.description }),
      error: (n: NoticeInput) => notification.error({ title: n.title, description: n.description, role: 'alert' }),
    }),
    [notification],
  );
}
