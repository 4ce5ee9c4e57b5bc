import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { SITE_NAME } from '@dw/contracts';
import { FacebookIcon, InstagramIcon, PinterestIcon, TikTokIcon } from '../ui/icons';
import { FOOTER_COLUMNS, SOCIAL_LINKS, type SocialNetwork } from './footer-links';
import { NewsletterForm } from './NewsletterForm';
import styles from './Footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  pinterest: PinterestIcon,
  facebook: FacebookIcon,
};

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <section className={styles.newsletter} aria-labelledby="newsletter-title">
        <div className={styles.newsletterText}>
          <p className={styles.eyebrow}>The Wardrobe Edit</p>
          <h2 id="newsletter-title" className={styles.newsletterTitle}>
            New arrivals, first.
          </h2>
          <p className={styles.lead}>Join our newsletter for the latest designer pieces, styling notes and members-only offers.</p>
        </div>
        <NewsletterForm />
      </section>

      <div className={styles.columns}>
        {FOOTER_COLUMNS.map((column) => {
          // aria-labelledby takes a space-separated id list, so the id must have no spaces.
          const headingId = `footer-${column.title.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <nav key={column.title} className={styles.column} aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.columnTitle}>
                {column.title}
              </h3>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>

      <div className={styles.bottom}>
        <p className={styles.brand}>{SITE_NAME}</p>
        <ul className={styles.social} aria-label="Follow us">
          {SOCIAL_LINKS.map(({ network, label, href }) => {
            const Icon = SOCIAL_ICONS[network];
            return (
              <li key={network}>
                <a
                  href={href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                >
                  <Icon />
                </a>
              </li>
            );
          })}
        </ul>
        <div className={styles.legal}>
          <span>
            © {year} {SITE_NAME}. Designer dress rental, made in the UK.
          </span>
          <Link href="/terms" className={styles.legalLink}>
            Terms &amp; Conditions
          </Link>
          <span>Privacy: we keep only your cart&rsquo;s id in this browser.</span>
        </div>
      </div>
    </footer>
  );
}
