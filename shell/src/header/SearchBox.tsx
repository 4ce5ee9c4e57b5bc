import { cleanSearch } from '@dw/contracts';
import { type FormEvent, useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SearchIcon } from '../ui/icons';
import styles from './SearchBox.module.css';

/** Where a search leads: the catalogue, filtered by the words. */
export const SEARCH_PATH = '/all-dresses';

export function searchHref(text: string): string {
  const q = cleanSearch(text);
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PATH;
}

interface Props {
  /** 'bar' in the desktop header, 'drawer' in the phone menu. */
  variant: 'bar' | 'drawer';
  /** Called after a search is sent (the drawer closes). */
  onSearch?: () => void;
}

/**
 * The header's search box. A plain GET form to the catalogue, so it works before the scripts run;
 * with them, it navigates inside the app. It shows the catalogue's current search words.
 */
export function SearchBox({ variant, onSearch }: Props) {
  const id = useId();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const current = path === SEARCH_PATH || path === '/catalog' ? (new URLSearchParams(search).get('q') ?? '') : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    navigate(searchHref(typeof text === 'string' ? text : ''));
    // A search is a new list: start at its top, as a new page would (the path may not change).
    window.scrollTo({ top: 0, left: 0 });
    onSearch?.();
  };

  return (
    <form
      role="search"
      // Named apart: the header's search and the menu's are both on the page while the menu is open.
      aria-label={variant === 'drawer' ? 'Search from the menu' : 'Search the shop'}
      action={SEARCH_PATH}
      method="get"
      className={styles[variant]}
      onSubmit={submit}
    >
      <label htmlFor={id} className={styles.label}>
        Search dresses
      </label>
      <input
        // A new search in the URL (or a cleared one) shows in the box.
        key={current}
        id={id}
        name="q"
        type="search"
        className={styles.input}
        defaultValue={current}
        placeholder="Search dresses"
        maxLength={80}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
