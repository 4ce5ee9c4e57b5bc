import { createSlice } from '@reduxjs/toolkit';
import { failedWith } from '@dw/web-kit';
import { sessionExpired } from '../../app/sessionEvents';
import { sessionApi } from './sessionApi';

/** Unknown on load, then signed in or out. */
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  /** True when a call was refused mid-session, so the login screen can say why it is back. */
  expired: boolean;
}

const initialState: SessionState = { status: 'checking', expired: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        if (state.status === 'signedIn') state.expired = true;
        state.status = 'signedOut';
      })
      .addMatcher(sessionApi.endpoints.checkSession.matchFulfilled, (state, { payload }) => {
        state.status = payload?.isAuthenticated === true ? 'signedIn' : 'signedOut';
      })
      // A failed check counts as not authenticated.
      .addMatcher(sessionApi.endpoints.checkSession.matchRejected, (state, action) => {
        if (!action.meta.condition) state.status = 'signedOut';
      })
      .addMatcher(sessionApi.endpoints.login.matchFulfilled, (state) => {
        state.status = 'signedIn';
        state.expired = false;
      })
      .addMatcher(sessionApi.endpoints.logout.matchFulfilled, (state) => {
        state.status = 'signedOut';
      })
      // Logging out of a session the server already ended still ends it here.
      .addMatcher(sessionApi.endpoints.logout.matchRejected, (state, { payload }) => {
        if (failedWith(payload, 'UNAUTHORIZED')) state.status = 'signedOut';
      });
  },
});
