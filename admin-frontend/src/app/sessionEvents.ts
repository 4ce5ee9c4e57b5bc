import { createAction } from '@reduxjs/toolkit';

/** Any admin call answered 401: the session is gone, so the login screen comes back. */
export const sessionExpired = createAction('session/expired');
