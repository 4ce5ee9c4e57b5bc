import { configureStore } from '@reduxjs/toolkit';
import { adminApi } from './api';
import { sessionSlice } from '../pages/session/session.slice';

/** One store per mounted admin app, so a remount starts from a fresh session check. */
export function makeStore() {
  return configureStore({
    reducer: {
      [adminApi.reducerPath]: adminApi.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(adminApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
