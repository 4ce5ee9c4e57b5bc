import { Button, Flex, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { SITE_NAME } from '@dw/contracts';
import { failureText, type HttpError } from '../../app/http';
import { useNotify } from '../../app/notify';
import { DISPLAY_FONT, PALETTE } from '../../app/theme';
import { useLogoutMutation } from '../session/sessionApi';

export function AdminHeader() {
  const [logout, { isLoading }] = useLogoutMutation();
  const notify = useNotify();

  const onLogout = async () => {
    try {
      await logout().unwrap();
      notify.success({ title: 'Logged Out', description: 'You have been signed out of the back office.' });
    } catch (error) {
      if ((error as HttpError).status === 401) {
        notify.success({ title: 'Logged Out', description: 'Your session had already ended.' });
      } else {
        notify.error({ title: 'Error', description: failureText('Failed to log out.', error) });
      }
    }
  };

  return (
    <Flex component="header" wrap align="end" justify="space-between" gap={16} style={{ marginBottom: 24 }}>
      <div>
        <Typography.Text style={{ letterSpacing: '0.18em', textTransform: 'uppercase', fontSize: 12, color: PALETTE.gold }}>
          {SITE_NAME}
        </Typography.Text>
        <Typography.Title level={1} style={{ fontFamily: DISPLAY_FONT, fontWeight: 500, fontSize: 40, lineHeight: 1.1, margin: '4px 0 0' }}>
          Back Office
        </Typography.Title>
      </div>
      <Button icon={<LogoutOutlined aria-hidden />} onClick={onLogout} loading={isLoading}>
        Log Out
      </Button>
    </Flex>
  );
}
