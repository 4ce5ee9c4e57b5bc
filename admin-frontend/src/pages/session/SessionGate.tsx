import { useEffect } from 'react';
import { Flex, Spin } from 'antd';
import { adminApi } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dashboard } from '../dashboard/Dashboard';
import { LoginPage } from './LoginPage';
import { useCheckSessionQuery } from './sessionApi';

/**
 * Nothing of the dashboard renders until GET /api/admin/check has answered (spec §6), so a
 * signed-out visitor never glimpses orders or customer details.
 */
export function SessionGate() {
  const status = useAppSelector((s) => s.session.status);
  const dispatch = useAppDispatch();
  useCheckSessionQuery(undefined, { skip: status !== 'checking' });

  // Signed out (logout or an expired session): forget every list the admin had loaded.
  useEffect(() => {
    if (status === 'signedOut') dispatch(adminApi.util.resetApiState());
  }, [status, dispatch]);

  if (status === 'checking') {
    return (
      <Flex
        align="center"
        justify="center"
        style={{ minHeight: '50vh' }}
        role="status"
        aria-live="polite"
        aria-label="Checking your session"
      >
        <Spin size="large" />
      </Flex>
    );
  }
  return status === 'signedIn' ? <Dashboard /> : <LoginPage />;
}
