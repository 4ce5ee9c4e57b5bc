/** Publications the brand has been covered by; links go to their fashion pages. */
export const PRESS_MENTIONS = [
  { name: 'Vogue', url: 'https://www.vogue.co.uk/fashion' },
  { name: 'Evening Standard', url: 'https://www.standard.co.uk/lifestyle/fashion' },
  { name: 'The Guardian', url: 'https://www.theguardian.com/fashion' },
  { name: 'Harper’s Bazaar', url: 'https://www.harpersbazaar.com/uk/fashion/' },
] as const;
