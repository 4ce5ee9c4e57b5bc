import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import { makeStore } from './app/store';
import { ListDressPage } from './features/list-dress/ListDressPage';
import { PitchPage } from './features/pitch/PitchPage';

export interface LenderAppProps {
  /** Prefix the shell mounted us under; the shell passes none, so routes are full paths. */
  basename?: string;
}

/** The lender remote: the pitch (/monetise-your-wardrobe, also /monetise) and /list-dress. */
export default function App({ basename }: LenderAppProps) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <Router base={basename}>
        <Switch>
          <Route path="/monetise-your-wardrobe" component={PitchPage} />
          <Route path="/monetise" component={PitchPage} />
          <Route path="/list-dress" component={ListDressPage} />
        </Switch>
      </Router>
    </Provider>
  );
}
