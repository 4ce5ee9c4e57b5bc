import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import { LENDER_AREA_PATHS, type LenderMe } from '@dw/contracts';
import { makeStore } from './app/store';
import { ListDressPage } from './features/list-dress/ListDressPage';
import { AccountPage } from './features/lender-area/account/AccountPage';
import { AreaLayout } from './features/lender-area/AreaLayout';
import { ClaimsPage } from './features/lender-area/claims/ClaimsPage';
import { BookingsPage } from './features/lender-area/bookings/BookingsPage';
import { EarningsPage } from './features/lender-area/earnings/EarningsPage';
import { EditListingPage } from './features/lender-area/listings/EditListingPage';
import { ListingsPage } from './features/lender-area/listings/ListingsPage';
import { MessagesPage } from './features/lender-area/messages/MessagesPage';
import { OverviewPage } from './features/lender-area/overview/OverviewPage';
import { PayoutsPage } from './features/lender-area/payouts/PayoutsPage';
import { ReviewsPage } from './features/lender-area/reviews/ReviewsPage';
import { RequestsPage } from './features/lender-area/requests/RequestsPage';
import { ConfirmPage } from './features/lender-area/sign-in/ConfirmPage';
import { SignInPage } from './features/lender-area/sign-in/SignInPage';
import { PitchPage } from './features/pitch/PitchPage';

export interface LenderAppProps {
  /** Prefix the shell mounted us under; the shell passes none, so routes are full paths. */
  basename?: string;
}

/** A page of the signed-in area, drawn once the lender's account has loaded. */
function area(page: (me: LenderMe) => ReactNode) {
  return <AreaLayout>{page}</AreaLayout>;
}

/** The lender remote: the pitch (/monetise-your-wardrobe, also /monetise), /list-dress and the lender area (/lender/…). */
export default function App({ basename }: LenderAppProps) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <Router base={basename}>
        <Switch>
          <Route path="/monetise-your-wardrobe" component={PitchPage} />
          <Route path="/monetise" component={PitchPage} />
          <Route path="/list-dress" component={ListDressPage} />
          <Route path={LENDER_AREA_PATHS.confirm} component={ConfirmPage} />
          <Route path={LENDER_AREA_PATHS.signIn} component={SignInPage} />
          <Route path={LENDER_AREA_PATHS.overview}>
            {area((me) => (
              <OverviewPage me={me} />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.listings}>
            {area(() => (
              <ListingsPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.editListing}>
            {(params: { id: string }) => area((me) => <EditListingPage id={params.id} me={me} />)}
          </Route>
          <Route path={LENDER_AREA_PATHS.requests}>
            {area(() => (
              <RequestsPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.bookings}>
            {area(() => (
              <BookingsPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.earnings}>
            {area(() => (
              <EarningsPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.payouts}>
            {area(() => (
              <PayoutsPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.reviews}>
            {area(() => (
              <ReviewsPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.claims}>
            {area(() => (
              <ClaimsPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.messages}>
            {area(() => (
              <MessagesPage />
            ))}
          </Route>
          <Route path={LENDER_AREA_PATHS.account}>
            {area((me) => (
              <AccountPage me={me} />
            ))}
          </Route>
        </Switch>
      </Router>
    </Provider>
  );
}
