/**
 * The product page's toasts, in a module of their own: a page carries every text of each contracts
 * module it imports, and messages.ts holds the whole shop's (the product page's first-screen
 * JavaScript is budgeted: docs/decisions/0028-first-screen-javascript.md). messages.ts names these
 * in NOTICES and AVAILABILITY_MESSAGES, so every other reader is unchanged.
 */
export const SIZE_REQUIRED_NOTICE = { title: 'Size Required', description: 'Please select a size before adding to cart.' } as const;
export const ADD_TO_CART_FAILED_NOTICE = { title: 'Error', description: 'Failed to add item to cart. Please try again.' } as const;
export const DATE_REQUIRED_NOTICE = {
  title: 'Date Required',
  description: 'Please choose your event date before adding to cart.',
} as const;
export const DATES_TAKEN_NOTICE = {
  title: 'No Longer Available',
  description: 'Someone has just booked those dates. Please choose another date.',
} as const;
