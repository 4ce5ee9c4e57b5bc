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

let pageStore: AppStore | null = null;

/**
 * One store for the page's lifetime, so the shell remounting the app between routes keeps the cache.
 * It starts with the API answers the server wrote into the page. Made on the first render rather
 * than when the shop's code is evaluated: evaluating that code and seeding the store were one task
 * of about 200 ms on a phone, now two (the second is the first slice of hydration).
 */
export function theStore(): AppStore {
  if (pageStore === null) {
    pageStore = makeStore();
    pageStore.dispatch(seedFromPageData(readPageData()));
  }
  return pageStore;
}
