import { useRef } from 'react';
import { Alert, Button, Card, Form, Input, Typography, type InputRef } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { NOTICES, SITE_NAME, TEXT_LIMITS } from '@dw/contracts';
import { useAppSelector } from '../../app/hooks';
import { failureText, type HttpError } from '../../app/http';
import { useNotify } from '../../app/notify';
import { DISPLAY_FONT, PALETTE } from '../../app/theme';
import { useLoginMutation } from './sessionApi';

interface LoginValues {
  password?: string;
}

export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const passwordRef = useRef<InputRef>(null);
  const [login, { isLoading }] = useLoginMutation();
  const expired = useAppSelector((s) => s.session.expired);
  const notify = useNotify();

  const fail = (errors: string[]) => {
    form.setFields([{ name: 'password', value: '', errors }]);
    passwordRef.current?.focus();
  };

  const onFinish = async ({ password = '' }: LoginValues) => {
    if (!password.trim()) {
      notify.error(NOTICES.passwordRequired);
      fail([NOTICES.passwordRequired.description]);
      return;
    }
    try {
      await login({ password }).unwrap();
      notify.success({ title: 'Login Successful', description: 'Welcome to the back office.' });
    } catch (error) {
      // Spec §8: a wrong password clears the field; other failures (rate limit, network) say why.
      const status = (error as HttpError).status;
      if (status === 401) notify.error(NOTICES.loginFailed);
      else notify.error({ title: NOTICES.loginFailed.title, description: failureText('Please try again.', error) });
      fail([]);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '56px 16px 72px' }}>
      <Card
        style={{ width: '100%', maxWidth: 420, boxShadow: '0 10px 30px rgba(17,17,17,0.06)' }}
        styles={{ body: { padding: '40px 32px' } }}
      >
        <Typography.Text style={{ letterSpacing: '0.18em', textTransform: 'uppercase', fontSize: 12, color: PALETTE.gold }}>
          {SITE_NAME}
        </Typography.Text>
        <Typography.Title level={1} style={{ fontFamily: DISPLAY_FONT, fontWeight: 500, fontSize: 38, margin: '6px 0 4px' }}>
          Admin sign in
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
          Manage products, orders, lenders and dress listings.
        </Typography.Paragraph>
        {expired ? <Alert type="info" showIcon title="Your session has ended. Please sign in again." style={{ marginBottom: 20 }} /> : null}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} autoComplete="off">
          <Form.Item name="password" label="Admin password">
            <Input.Password
              ref={passwordRef}
              prefix={<LockOutlined aria-hidden />}
              autoComplete="current-password"
              maxLength={TEXT_LIMITS.password.max}
              size="large"
              autoFocus
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            Log In
          </Button>
        </Form>
      </Card>
    </div>
  );
}
