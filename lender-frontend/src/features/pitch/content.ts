import { LENDER_SHARE_PERCENT, SHOP_COMMISSION_PERCENT } from '@dw/contracts';
/**
 * Copy for the lender pitch, including the lender acceptance criteria. Marketing
 * claims, not enforced rules: the enforced limits live in @dw/contracts.
 */
export const ITEM_EARNINGS = [
  { type: 'Evening gown', perRental: '£45-135', original: '£500-£1500' },
  { type: 'Cocktail dress', perRental: '£25-75', original: '£200-£800' },
  { type: 'Designer suit', perRental: '£40-110', original: '£400-£1200' },
] as const;

export const MONTHLY_TIERS = [
  { name: 'Casual lender', pieces: '2-3 pieces', monthly: '£100-£300' },
  { name: 'Active lender', pieces: '5-8 pieces', monthly: '£300-£600' },
  { name: 'Power lender', pieces: '10+ pieces', monthly: '£600-£1200' },
] as const;

export const SUCCESS_STORY = {
  name: 'Charlotte Whitmore',
  place: 'Lender in Chelsea, London',
  since: 'Lending 14 dresses since 2023',
  earned: '£740',
  earnedLabel: 'earned last month from 9 rentals',
  quote:
    'My gowns were hanging in garment bags between weddings and galas. Now they earn while I sleep: every dress comes back beautifully dry-cleaned, and I have never once had to chase a payment.',
} as const;

export const STEPS = [
  {
    title: 'Upload your dresses',
    text: 'Add photos, the designer, size and condition, and set your 2-day and 4-day prices. Our stylists review each listing within 24-48 hours.',
  },
  {
    title: 'Manage bookings',
    text: 'Accept or decline rental requests, keep your availability calendar up to date and message renters directly - you stay in control of every booking.',
  },
  {
    title: 'Get paid',
    text: `Keep ${LENDER_SHARE_PERCENT}% of every rental fee. Earnings arrive by bank transfer on the 1st of each month, and you can start earning within 48 hours of listing your first dress.`,
  },
] as const;

export const BENEFITS = [
  {
    title: `Keep ${LENDER_SHARE_PERCENT}% of every rental`,
    text: `We take a ${SHOP_COMMISSION_PERCENT}% commission only when a rental succeeds. Payouts land in your bank on the 1st of every month.`,
  },
  {
    title: 'Insured up to £2,000',
    text: 'Every rental is insured up to £2,000, so accidental damage is never your loss.',
  },
  {
    title: 'Free professional dry cleaning',
    text: 'Each dress is professionally cleaned between rentals at no cost to you.',
  },
  {
    title: 'ID-verified renters',
    text: 'Your pieces go only to renters whose identity we have verified.',
  },
  {
    title: 'Marketing & photography',
    text: 'Approved pieces are professionally photographed and promoted to our renters.',
  },
  {
    title: '24/7 lender support',
    text: 'A real person is on hand day and night for questions about bookings, returns or payouts.',
  },
] as const;

export const ACCEPTED = [
  'Designer brands',
  'Evening gowns and formal dresses',
  'Cocktail and party dresses',
  'Wedding guest dresses',
  'Designer suits and blazers',
  'Excellent condition, worn 0-3 times',
  'Original retail value £150+',
] as const;

export const NOT_SUITABLE = [
  'Fast fashion or high-street brands',
  'Casual, everyday clothing',
  'Visible wear or damage',
  'Heavily altered pieces',
  'Undergarments or swimwear',
  'Items missing care labels or brand tags',
  'Pieces over 5 years old',
  'Retail value under £150',
] as const;

export const CONTACT_EMAIL = 'lenders@designerwardrobe.co.uk';
