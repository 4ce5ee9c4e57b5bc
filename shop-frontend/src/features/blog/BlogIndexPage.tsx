import { pageTitle } from '@dw/contracts';
import { usePageMeta } from '@dw/web-kit';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import { ArticleCover } from './ArticleCover';
import { PostMeta } from './PostMeta';
import { BLOG_POSTS, type BlogPost } from './posts';
import { scrollToNewsletter } from './scrollToNewsletter';
import styles from './BlogIndexPage.module.css';

export default function BlogIndexPage() {
  usePageMeta(pageTitle('Blog'), 'Styling advice, dress codes, sustainable fashion and lending tips from the Designer Wardrobe editors.');
  const featured = BLOG_POSTS.find((p) => p.featured) ?? BLOG_POSTS[0];
  const others = BLOG_POSTS.filter((p) => p !== featured);
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <SectionHeading
        level={1}
        eyebrow="The journal"
        title="Designer Wardrobe Blog"
        lead="Dress codes decoded, styling notes from our studio, and the ideas shaping a more sustainable wardrobe."
      />

      <article className={styles.featured}>
        <ArticleCover category={featured.category} index={0} size="hero" />
        <div className={styles.featuredBody}>
          <span className={layout.eyebrow}>Featured · {featured.category}</span>
          <h2 className={styles.featuredTitle}>
            <Link href={`/blog/${featured.slug}`} className={styles.cardLink}>
              {featured.title}
            </Link>
          </h2>
          <p className={styles.excerpt}>{featured.excerpt}</p>
          <PostMeta post={featured} />
          <span className={styles.read} aria-hidden="true">
            Read article →
          </span>
        </div>
      </article>

      <ul className={styles.grid}>
        {others.map((post, i) => (
          <li key={post.slug}>
            <PostCard post={post} index={i + 1} />
          </li>
        ))}
      </ul>

      <section className={styles.subscribe} aria-labelledby="blog-subscribe">
        <h2 id="blog-subscribe">Never miss a story</h2>
        <p>New articles, designer arrivals and members-only offers, straight to your inbox.</p>
        <button type="button" className={buttons.primary} onClick={scrollToNewsletter}>
          Subscribe to Newsletter
        </button>
      </section>
    </div>
  );
}

function PostCard({ post, index }: { post: BlogPost; index: number }) {
  return (
    <article className={styles.card}>
      <ArticleCover category={post.category} index={index} />
      <span className={layout.eyebrow}>{post.category}</span>
      <h3 className={styles.cardTitle}>
        <Link href={`/blog/${post.slug}`} className={styles.cardLink}>
          {post.title}
        </Link>
      </h3>
      <p className={styles.excerpt}>{post.excerpt}</p>
      <PostMeta post={post} />
    </article>
  );
}
