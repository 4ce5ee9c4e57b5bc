import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { type AppStore, theStore } from './app/store';
import { ShopRoutes } from './ShopRoutes';
import theme from './shared/theme.module.css';

export interface AppProps {
  /** The shell mounts the shop at the site root, so this is normally absent. */
  basename?: string;
}

/** The tree the shell mounts, with the store passed in so tests can start from an empty one. */
export function ShopApp({ store, basename }: AppProps & { store: AppStore }) {
  const routes = (
    <div className={theme.root}>
      <ShopRoutes />
    </div>
  );
  return <Provider store={store}>{basename ? <Router base={basename}>{routes}</Router> : routes}</Provider>;
}

export default function App({ basename }: AppProps) {
  return <ShopApp store={theStore()} basename={basename} />;
}
