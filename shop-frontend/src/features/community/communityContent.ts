/** Static community copy: moments shared by renters and the community's rules. */
export interface CommunityPost {
  id: string;
  name: string;
  location: string;
  occasion: string;
  dress: string;
  rating: number;
  month: string;
  text: string;
}

export const COMMUNITY_POSTS: readonly CommunityPost[] = [
  {
    id: 'p1',
    name: 'Charlotte M.',
    location: 'London',
    occasion: 'Black-tie gala',
    dress: 'Sequin column gown',
    rating: 5,
    month: 'March 2025',
    text: 'Three people asked where my dress was from. I loved telling them it was going back on Monday.',
  },
  {
    id: 'p2',
    name: 'Aisha K.',
    location: 'Birmingham',
    occasion: 'Sister’s wedding',
    dress: 'Floral wrap midi',
    rating: 5,
    month: 'February 2025',
    text: 'Ordered a 10 with a 12 as backup. The 10 was perfect, and I danced until the band packed up.',
  },
  {
    id: 'p3',
    name: 'Sophie R.',
    location: 'Leeds',
    occasion: 'Graduation ball',
    dress: 'Tulle ball gown',
    rating: 5,
    month: 'February 2025',
    text: 'Felt like a princess for a fraction of the price. Returning it from my local post office took minutes.',
  },
  {
    id: 'p4',
    name: 'Margaret T.',
    location: 'York',
    occasion: 'Mother of the bride',
    dress: 'Silk slip midi with jacket',
    rating: 5,
    month: 'January 2025',
    text: 'Elegant and comfortable all day. My daughter said I looked the part, which is the highest praise.',
  },
  {
    id: 'p5',
    name: 'Grace O.',
    location: 'Glasgow',
    occasion: 'Burns Night dinner',
    dress: 'Satin fishtail gown',
    rating: 4.9,
    month: 'January 2025',
    text: 'The fit guide was spot on. Lovely to wear something special without it living in my wardrobe after.',
  },
  {
    id: 'p6',
    name: 'Imogen L.',
    location: 'Bath',
    occasion: 'Summer wedding guest',
    dress: 'Bias-cut satin slip',
    rating: 5,
    month: 'December 2024',
    text: 'Tip: book the 4-day rental for a weekend wedding. No stress about getting it back on Sunday.',
  },
  {
    id: 'p7',
    name: 'Zara H.',
    location: 'Cardiff',
    occasion: 'Christmas party',
    dress: 'Beaded fishtail gown',
    rating: 5,
    month: 'December 2024',
    text: 'The beading caught every light in the room. Arrived steamed and ready to go straight on.',
  },
  {
    id: 'p8',
    name: 'Olivia P.',
    location: 'Brighton',
    occasion: 'Award ceremony',
    dress: 'Tuxedo suit',
    rating: 5,
    month: 'November 2024',
    text: 'Sharp tailoring and a perfect fit through the shoulders. I felt confident on stage.',
  },
  {
    id: 'p9',
    name: 'Hannah W.',
    location: 'Newcastle',
    occasion: 'Charity ball',
    dress: 'Off-shoulder ball gown',
    rating: 5,
    month: 'November 2024',
    text: 'My third rental this year and still excited every time the box arrives.',
  },
];

/** How many moments show at first, and how many each 'Load More Posts' adds. */
export const POSTS_PAGE_SIZE = 6;

export const GUIDELINES = [
  'Offer constructive styling advice',
  'Celebrate diversity in style and body types',
  'Ask questions and help newcomers',
] as const;

export const STANDARDS = [
  'No spam, promotional content or fake reviews',
  'No body shaming or negative comments about appearance',
  'Keep discussions respectful and on-topic',
  'No harassment or inappropriate content',
] as const;

export const FEATURED_IN = {
  publication: 'The Guardian',
  url: 'https://www.theguardian.com/fashion/sustainable-fashion',
} as const;
