import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { readPageData, seedFromPageData } from './pageData';

export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * One store for the page's lifetime, so the shell remounting the app between routes keeps the cache.
 * It starts with the API answers the server wrote into the page.
 */
export const store = makeStore();
store.dispatch(seedFromPageData(readPageData()));
