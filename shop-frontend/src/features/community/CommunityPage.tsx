import { pageTitle, LENDER_SHARE_PERCENT } from '@dw/contracts';
import { usePageMeta } from '@dw/web-kit';
import { useState } from 'react';
import { Link } from 'wouter';
import { COMMUNITY_NAV } from '../../shared/siteLinks';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { SidebarLayout } from '../../shared/ui/SidebarLayout';
import { Stars } from '../../shared/ui/Stars';
import { COMMUNITY_POSTS, FEATURED_IN, GUIDELINES, POSTS_PAGE_SIZE, STANDARDS } from './communityContent';
import styles from './CommunityPage.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

export default function CommunityPage() {
  usePageMeta(
    pageTitle('Community'),
    'Real moments from Designer Wardrobe renters: the dresses, the occasions and the styling tips, plus how to join as a lender.',
  );
  const [shown, setShown] = useState(POSTS_PAGE_SIZE);
  const posts = COMMUNITY_POSTS.slice(0, shown);
  const more = shown < COMMUNITY_POSTS.length;

  return (
    <SidebarLayout links={COMMUNITY_NAV} label="Community">
      <header className={styles.header}>
        <span className={layout.eyebrow}>Community</span>
        <h1>The Designer Wardrobe Community</h1>
        <p>Renters and lenders sharing the dresses, the occasions and what they learned along the way. Wear it, love it, pass it on.</p>
        <p className={styles.featured}>
          As featured in{' '}
          <a href={FEATURED_IN.url} target="_blank" rel="noopener noreferrer">
            {FEATURED_IN.publication}
            <span className={layout.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
      </header>

      <section aria-labelledby="moments-title" className={styles.block}>
        <h2 id="moments-title" className={styles.blockTitle}>
          Community Moments
        </h2>
        <ul className={styles.posts}>
          {posts.map((post) => (
            <li key={post.id} className={styles.post}>
              <article>
                <header className={styles.postHead}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(post.name)}
                  </span>
                  <div>
                    <h3 className={styles.postName}>{post.name}</h3>
                    <p className={styles.postMeta}>
                      {post.location} · {post.month}
                    </p>
                  </div>
                </header>
                <p className={styles.occasion}>
                  {post.occasion} <span aria-hidden="true">·</span> {post.dress}
                </p>
                <p className={styles.postText}>{post.text}</p>
                <Stars rating={post.rating} />
              </article>
            </li>
          ))}
        </ul>
        <div className={styles.more}>
          {more ? (
            <button type="button" className={buttons.secondary} onClick={() => setShown((n) => n + POSTS_PAGE_SIZE)}>
              Load More Posts
            </button>
          ) : (
            <p className={styles.end}>You’re all caught up. Share your own moment after your next rental.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="lender-title" className={`${styles.block} ${styles.lender} ${layout.dark}`}>
        <div>
          <span className={layout.eyebrow}>Own designer pieces?</span>
          <h2 id="lender-title">Become a Lender</h2>
          <p>Share your wardrobe with the community and keep {LENDER_SHARE_PERCENT}% of every rental.</p>
        </div>
        <Link href="/monetise-your-wardrobe" className={buttons.light}>
          Become a Lender
        </Link>
      </section>

      <section aria-labelledby="rules-title" className={styles.block}>
        <h2 id="rules-title" className={styles.blockTitle}>
          How we look after each other
        </h2>
        <div className={styles.rules}>
          <div>
            <h3>Community guidelines</h3>
            <ul className={styles.ticks}>
              {GUIDELINES.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Community standards</h3>
            <ul className={styles.crosses}>
              {STANDARDS.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="join-title" className={`${styles.block} ${styles.closing}`}>
        <h2 id="join-title">Find your next moment</h2>
        <div className={styles.closingActions}>
          <Link href="/catalog" className={buttons.primary}>
            Browse Dresses
          </Link>
          <Link href="/monetise-your-wardrobe" className={buttons.secondary}>
            Become a Lender
          </Link>
        </div>
      </section>
    </SidebarLayout>
  );
}
