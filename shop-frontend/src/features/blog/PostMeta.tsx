import { type BlogPost, formatPostDate } from './posts';
import styles from './PostMeta.module.css';

/** Author, date and read time, in the order readers scan them. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className={styles.meta}>
      <span>By {post.author}</span>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span>{post.readTime}</span>
    </p>
  );
}
