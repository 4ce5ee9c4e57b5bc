import { Button, Descriptions, Drawer, Grid, Skeleton, Tabs, Typography } from 'antd';
import type { EmailDetail, EmailListItem } from '@dw/contracts';
import { LoadError } from '../../components/LoadError';
import { useGetEmailQuery } from './emailsApi';
import { EmailStatusTag } from './EmailStatusTag';
import { dateTimeText, emailKindText } from './emailView';

interface Props {
  /** The message to show; the drawer is closed when null. */
  id: string | null;
  onClose: () => void;
  onResend: (email: EmailListItem) => void;
  resending: boolean;
}

const frame = { width: '100%', height: '65vh', border: '1px solid #e3ddd2', background: '#ffffff' } as const;

/**
 * One message as it was (or will be) sent. The HTML is the shop's own template with customers'
 * words in it, so it is shown in a sandboxed frame: no script runs and no form or link can act
 * from inside the admin.
 */
export function EmailPreview({ id, onClose, onResend, resending }: Props) {
  const phone = Grid.useBreakpoint().md === false;
  const { currentData: email, isError, refetch } = useGetEmailQuery(id ?? '', { skip: !id });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={email?.subject ?? 'Email'}
      size={phone ? '100%' : 760}
      extra={
        email?.status === 'failed' ? (
          <Button type="primary" loading={resending} onClick={() => onResend(email)}>
            Send again
          </Button>
        ) : null
      }
    >
      {isError ? <LoadError what="this email" onRetry={refetch} /> : email ? <EmailBody email={email} /> : <Skeleton active />}
    </Drawer>
  );
}

function EmailBody({ email }: { email: EmailDetail }) {
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'to', label: 'To', children: email.to },
          { key: 'kind', label: 'Message', children: emailKindText(email.kind) },
          { key: 'status', label: 'Status', children: <EmailStatusTag status={email.status} /> },
          { key: 'attempts', label: 'Attempts', children: email.attempts },
          ...(email.lastError
            ? [{ key: 'error', label: 'Last error', children: <Typography.Text type="danger">{email.lastError}</Typography.Text> }]
            : []),
          { key: 'created', label: 'Queued', children: dateTimeText(email.createdAt) },
          { key: 'sent', label: 'Sent', children: email.sentAt ? dateTimeText(email.sentAt) : '—' },
        ]}
      />
      <Tabs
        size="small"
        items={[
          {
            key: 'html',
            label: 'HTML',
            children: <iframe title={`HTML of “${email.subject}”`} srcDoc={email.html} sandbox="" style={frame} />,
          },
          {
            key: 'text',
            label: 'Plain text',
            children: (
              <pre
                aria-label={`Plain text of “${email.subject}”`}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, padding: 16, background: '#faf7f2', fontSize: 13 }}
              >
                {email.text}
              </pre>
            ),
          },
        ]}
      />
    </>
  );
}
