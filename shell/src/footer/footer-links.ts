/**
 * Footer columns. Every entry is a real route of the site; the Popular links use the
 * catalogue's category aliases, which land on a non-empty list (docs/decisions/0008-taxonomy.md).
 */
export interface FooterLink {
  readonly href: string;
  readonly label: string;
}
export interface FooterColumn {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'The Basics',
    links: [
      { href: '/how-it-works', label: 'How It Works' },
      { href: '/catalog', label: 'Dress Rental' },
      { href: '/whats-new', label: "What's New" },
      { href: '/community', label: 'Community' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/monetise-your-wardrobe', label: 'Monetise Your Wardrobe' },
      { href: '/list-dress', label: 'List Your Dress' },
      { href: '/lender/sign-in', label: 'Lender Sign In' },
      { href: '/blog', label: 'Journal' },
      { href: '/admin', label: 'Admin' },
    ],
  },
  {
    title: 'Get Help',
    links: [
      { href: '/how-it-works', label: 'Delivery & Returns' },
      { href: '/how-it-works', label: 'Perfect Fit Guarantee' },
      { href: '/cart', label: 'Your Cart' },
      { href: '/terms', label: 'Rental Terms' },
    ],
  },
  {
    title: 'Popular',
    links: [
      { href: '/catalog?category=formal', label: 'Formal' },
      { href: '/catalog?category=wedding', label: 'Wedding Guest' },
      { href: '/catalog?category=cocktail', label: 'Cocktail' },
      { href: '/catalog?category=party', label: 'Party' },
    ],
  },
];

export type SocialNetwork = 'instagram' | 'tiktok' | 'pinterest' | 'facebook';
export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.co.uk/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
];
