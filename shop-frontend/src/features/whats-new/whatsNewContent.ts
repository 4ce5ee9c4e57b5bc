import { CATALOGUE_SIZE_FILTER } from '@dw/contracts';

/** What's New copy. */
export const ARRIVALS = [
  {
    tag: 'New arrival',
    title: 'The Beaded Evening Gown',
    text: 'Hand-finished beading on a fluid fishtail silhouette, made for black-tie dinners and winter balls.',
    from: '£70',
    href: '/catalog?category=evening-gown',
    /** Which catalogue dress pictures the card: one named like this, else any in the category. */
    picture: { filter: 'evening-gown', nameHint: 'beaded' },
  },
  {
    tag: 'New collection',
    title: 'The Wedding Collection',
    text: 'Bridal gowns, mother-of-the-bride elegance and guest dresses that photograph beautifully, all in one edit.',
    from: '£190',
    href: '/catalog?category=wedding',
    picture: { filter: 'wedding', nameHint: 'bridal' },
  },
] as const;

export const ENHANCEMENTS = [
  {
    title: 'Filter by your UK size',
    text: `See only the dresses available in your size, from UK ${CATALOGUE_SIZE_FILTER[0]} to ${CATALOGUE_SIZE_FILTER.at(-1)}, across the whole collection.`,
  },
  {
    title: 'Two or four days, your choice',
    text: 'Every dress can be hired for a single evening or a long weekend, priced clearly before you add it.',
  },
  {
    title: 'A quicker checkout',
    text: 'One short form for your delivery details and rental dates, with the full price shown before you order.',
  },
  {
    title: 'Simpler lending',
    text: 'Lenders can create an account and submit a dress for approval in one sitting, with photo uploads built in.',
  },
] as const;

export const HIGHLIGHTS = [
  { figure: '10K+', label: 'Happy customers' },
  { figure: '4.9', label: 'Average rating' },
  { figure: '5,000+', label: 'Lenders sharing their wardrobes' },
] as const;

export const PRESS = {
  publication: 'the Evening Standard',
  headline: 'Renting for the season’s big occasions',
  text: 'Fashion rental keeps making headlines as more of us choose to hire rather than buy for weddings, balls and parties. Read the latest on the trend.',
  url: 'https://www.standard.co.uk/lifestyle/fashion',
} as const;
