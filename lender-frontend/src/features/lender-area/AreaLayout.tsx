import { useEffect, useRef, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'wouter';
import { LENDER_AREA_PATHS, toast, type LenderMe } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';
import { LoadFailure, Loading } from './areaParts';
import { greeting } from './greeting';
import { useLenderMeQuery, useLenderUnreadQuery, useSignOutMutation } from './lenderAreaApi';
import styles from './Area.module.css';

const NAV = [
  { href: LENDER_AREA_PATHS.overview, label: 'Overview' },
  { href: LENDER_AREA_PATHS.requests, label: 'Requests' },
  { href: LENDER_AREA_PATHS.listings, label: 'My listings' },
  { href: LENDER_AREA_PATHS.bookings, label: 'Bookings' },
  { href: LENDER_AREA_PATHS.earnings, label: 'Earnings' },
  { href: LENDER_AREA_PATHS.payouts, label: 'Payouts' },
  { href: LENDER_AREA_PATHS.reviews, label: 'Reviews' },
  { href: LENDER_AREA_PATHS.claims, label: 'Claims' },
  { href: LENDER_AREA_PATHS.messages, label: 'Messages' },
  { href: LENDER_AREA_PATHS.account, label: 'Account' },
] as const;

function isCurrent(href: string, path: string): boolean {
  return href === LENDER_AREA_PATHS.overview ? path === href : path === href || path.startsWith(`${href}/`);
}

/**
 * Every page of the lender area: who is signed in, the area's nav and the page. The account is
 * loaded first; without a session (401) the lender is sent to sign in and brought back here.
 */
export function AreaLayout({ children }: { children: (me: LenderMe) => ReactNode }) {
  const me = useLenderMeQuery();
  const unread = useLenderUnreadQuery(undefined, { skip: !me.data }).data ?? 0;
  const [path, navigate] = useLocation();
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const dispatch = useDispatch<AppDispatch>();
  const mainRef = useRef<HTMLDivElement>(null);
  const firstPath = useRef(path);

  const navRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // On a phone the nav scrolls sideways: keep the current page's tab in view.
    const list = navRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft = Math.max(0, current.offsetLeft - list.clientWidth / 3);
  }, [path]);

  useEffect(() => {
    // Moving between the area's pages puts focus on the new page's heading, for screen-reader users.
    if (firstPath.current === path) return;
    firstPath.current = path;
    mainRef.current?.querySelector<HTMLElement>('[data-area-heading]')?.focus({ preventScroll: true });
  }, [path]);

  async function onSignOut() {
    try {
      await signOut().unwrap();
    } catch (error) {
      toast({ title: 'Sign out failed', description: failureText(error, 'Please try again.'), variant: 'destructive' });
      return;
    }
    dispatch(api.util.resetApiState());
    toast({ title: 'Signed out', description: 'You have signed out of your lender area.', variant: 'success' });
    navigate(`~${LENDER_AREA_PATHS.signIn}`);
  }

  return (
    <div className={styles.page}>
      <div className={styles.band}>
        <p className={styles.eyebrow}>Lender area</p>
        {me.data ? <p className={styles.greeting}>{greeting(me.data.id, me.data.fullName)}</p> : null}
      </div>
      <nav className={styles.nav} aria-label="Lender area">
        <ul className={styles.navList} ref={navRef}>
          {NAV.map((item) => (
            <li key={item.href}>
              <Link href={`~${item.href}`} className={styles.navLink} aria-current={isCurrent(item.href, path) ? 'page' : undefined}>
                {item.label}
                {item.href === LENDER_AREA_PATHS.messages && unread > 0 ? (
                  <span className={styles.navCount}>
                    {' '}
                    {unread}
                    <span className={styles.srOnly}> unread</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
          <li className={styles.signOut}>
            <button type="button" className={styles.navButton} onClick={onSignOut} disabled={signingOut}>
              Sign out
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.main} ref={mainRef}>
        {me.data ? children(me.data) : me.error ? <LoadFailure error={me.error} what="your account" /> : <Loading what="your account" />}
      </div>
    </div>
  );
}
