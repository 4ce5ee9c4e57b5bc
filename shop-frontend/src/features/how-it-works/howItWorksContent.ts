/** How It Works copy (the shop's claims about itself), kept apart from the layout so both stay readable. */
export const RENTAL_STEPS = [
  {
    title: 'Browse and book',
    text: 'Find your dress, choose your UK size and a 2 or 4 day rental, and tell us the date of your event.',
  },
  {
    title: 'Delivered to your door',
    text: 'Free UK delivery in 1-3 business days, timed to arrive 1-2 days before your event, freshly dry-cleaned and pressed.',
  },
  {
    title: 'Wear it, then return it',
    text: 'Enjoy the occasion. Afterwards, book a pickup from home or drop the prepaid bag at any Royal Mail post office.',
  },
] as const;

export const BENEFITS = [
  {
    title: 'Professional dry cleaning',
    text: 'Every dress is cleaned and checked by specialists after each rental. Never wash or press it yourself.',
  },
  {
    title: 'A backup size',
    text: 'Not sure between two sizes? Ask for a second size in the same box at no extra cost.',
  },
  {
    title: '60-day perfect fit guarantee',
    text: 'If something does not fit, tell us within 60 days and your next shipment includes free items.',
  },
  {
    title: 'Free UK delivery',
    text: 'Tracked delivery in 1-3 business days, with a prepaid return label in every box.',
  },
  {
    title: 'Two rental lengths',
    text: 'Hire for 2 days for a single evening, or 4 days for a weekend wedding or a trip away.',
  },
  {
    title: 'Membership',
    text: 'With a Designer Wardrobe membership, the rental itself shows as £0 on every dress.',
  },
] as const;

export const EARNINGS = [
  { item: 'Evening gown', original: '£500-£1,500', range: '£45-£135' },
  { item: 'Cocktail dress', original: '£200-£800', range: '£25-£75' },
  { item: 'Designer suit', original: '£400-£1,200', range: '£40-£110' },
] as const;

export const EXPERIENCE = [
  {
    when: 'When you order',
    title: 'A confirmation, then a stylist’s check',
    text: 'We confirm your dates straight away, then check the dress, its fastenings and its hem before it is packed.',
  },
  {
    when: '1-2 days before',
    title: 'It arrives, ready to wear',
    text: 'Steamed, on a padded hanger and in a garment bag, with your backup size if you asked for one.',
  },
  {
    when: 'The day after',
    title: 'Send it back as it is',
    text: 'No washing, no ironing. A spill or a lost sequin is covered by the insurance on your order.',
  },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Harriet, Bristol',
    occasion: 'charity gala',
    rating: 5,
    quote: 'I wore a gown I could never have justified buying, and it arrived two days early, perfectly pressed.',
  },
  {
    name: 'Priya, Manchester',
    occasion: 'cousin’s wedding',
    rating: 5,
    quote: 'The backup size saved me. Both fitted, so I chose on the morning. Returning it took five minutes.',
  },
  {
    name: 'Eleanor, Edinburgh',
    occasion: 'New Year’s Eve',
    rating: 4.9,
    quote: 'Beautifully packed and exactly as pictured. I have already booked my next dress for the races.',
  },
] as const;
