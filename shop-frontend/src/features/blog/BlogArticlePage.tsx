import { usePageMeta } from '@dw/web-kit';
import type { MouseEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { SITE_NAME, pageTitle } from '@dw/contracts';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import prose from '../../shared/ui/prose.module.css';
import { ArticleCover } from './ArticleCover';
import { PostMeta } from './PostMeta';
import { BLOG_POSTS, type BlogPost, findPost, relatedPosts } from './posts';
import { ShareButtons } from './ShareButtons';
import styles from './BlogArticlePage.module.css';

export default function BlogArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = findPost(slug);
  return post ? <Article post={post} /> : <PostNotFound />;
}

function Article({ post }: { post: BlogPost }) {
  usePageMeta(`${post.title} | ${SITE_NAME} Blog`, post.metaDescription, { type: 'article' });
  const [, navigate] = useLocation();

  // The body is static HTML: send its internal links through the router instead of reloading the page.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <article className={styles.page}>
      <header className={`${layout.narrow} ${styles.header}`}>
        <Link href="/blog" className={styles.back}>
          <span aria-hidden="true">←</span> All articles
        </Link>
        <span className={layout.eyebrow}>{post.category}</span>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.standfirst}>{post.excerpt}</p>
        <PostMeta post={post} />
      </header>

      <div className={`${layout.container} ${styles.cover}`}>
        <ArticleCover category={post.category} index={BLOG_POSTS.indexOf(post)} size="hero" />
      </div>

      <div className={`${layout.narrow} ${styles.body}`}>
        {/* Trusted, built-in content (posts.ts); no user input reaches this HTML. */}
        <div className={prose.prose} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: post.content }} />

        <footer className={styles.footer}>
          <p className={styles.byline}>
            Written by <strong>{post.author}</strong>, {post.authorRole}
          </p>
          <ShareButtons title={post.title} />
        </footer>

        <aside className={styles.cta} aria-labelledby="article-cta">
          <h2 id="article-cta">Find your dress for the occasion</h2>
          <p>Designer gowns and occasion dresses for 2 or 4 days, with free UK delivery and dry cleaning included.</p>
          <div className={styles.ctaActions}>
            <Link href="/all-dresses" className={buttons.primary}>
              Browse all dresses
            </Link>
            <Link href="/how-it-works" className={buttons.secondary}>
              How it works
            </Link>
          </div>
        </aside>
      </div>

      <section className={`${layout.container} ${styles.related}`} aria-labelledby="related-title">
        <h2 id="related-title">Keep reading</h2>
        <ul>
          {relatedPosts(post).map((r) => (
            <li key={r.slug}>
              <span className={layout.eyebrow}>{r.category}</span>
              <h3>
                <Link href={`/blog/${r.slug}`}>{r.title}</Link>
              </h3>
              <PostMeta post={r} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function PostNotFound() {
  usePageMeta(pageTitle('Post Not Found'), 'This article could not be found. Browse the latest from the Designer Wardrobe blog.');
  return (
    <section className={`${layout.narrow} ${styles.missing}`}>
      <span className={layout.eyebrow}>Blog</span>
      <h1>Post Not Found</h1>
      <p>We couldn’t find that article. It may have moved, or the link may be mistyped.</p>
      <Link href="/blog" className={buttons.primary}>
        Back to the blog
      </Link>
    </section>
  );
}
