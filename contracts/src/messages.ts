/**
 * Texts a person reads, shared by the forms and the API. A message is a title
 * and a description where the app shows a toast; the API sends the joined form.
 */
import type { ErrorCode } from './error-codes';
import { FRESH_SIGN_IN_MINUTES, SIGN_IN_LINK_TTL_MINUTES } from './lender-area';
import { formatDay } from './dates';
import { NEWSLETTER_CONFIRM_DAYS } from './notifications';
import { ADD_TO_CART_FAILED_NOTICE, DATES_TAKEN_NOTICE, DATE_REQUIRED_NOTICE, SIZE_REQUIRED_NOTICE } from './product-notices';

export interface Notice {
  readonly title: string;
  readonly description: string;
}

export function noticeText(n: Notice): string {
  return `${n.title} - ${n.description}`;
}

export const NOTICES = {
  sizeRequired: SIZE_REQUIRED_NOTICE,
  checkoutMissing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  productMissing: {
    title: 'Missing Information',
    description: 'Please fill in all fields and upload at least one image.',
  },
  newsletterEmailRequired: { title: 'Email Required', description: 'Please enter your email address to subscribe.' },
  passwordRequired: { title: 'Password Required', description: 'Please enter the admin password.' },
  loginFailed: { title: 'Login Failed', description: 'Invalid password. Please try again.' },
  addToCartFailed: ADD_TO_CART_FAILED_NOTICE,
  orderFailed: { title: 'Order Failed', description: 'Failed to place your order. Please try again.' },
  subscriptionFailed: { title: 'Subscription Failed', description: 'Please try again later or contact support.' },
  subscriptionEmailInvalid: {
    title: 'Check Your Email Address',
    description: 'That does not look like an email address - please check it, e.g. name@example.co.uk.',
  },
  subscriptionLimited: { title: 'Too Many Sign-ups', description: 'Too many sign-ups from here just now - please try again later.' },
  /** A newsletter sign-up was taken: it only counts once the address confirms (double opt-in). */
  subscribeCheckInbox: {
    title: 'Check Your Inbox',
    description: `We have e-mailed you a link to confirm your subscription. It works for ${NEWSLETTER_CONFIRM_DAYS} days.`,
  },
  subscribed: {
    title: 'Successfully Subscribed!',
    description: "You'll receive our latest updates and exclusive offers.",
  },
  accountCreated: {
    title: 'Account Created Successfully',
    description: 'Now you can list your first dress for approval.',
  },
  listingSubmitted: {
    title: 'Listing Submitted Successfully',
    description: "Your dress is now under review. We'll notify you within 24-48 hours.",
  },
  photoUploaded: { title: 'Photo uploaded successfully', description: 'Your dress photo has been added.' },
} as const satisfies Record<string, Notice>;

/** Field messages of the lender account form, checked again by the API. */
export const LENDER_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  address: 'Please enter your full address',
  bankAccountName: 'Account holder name must be 2 to 18 letters, digits, spaces or & - . / (as your bank shows it)',
  sortCode: 'Sort code must be in format XX-XX-XX',
  accountNumber: 'Account number must be 8 digits',
  agreedToTerms: 'You must agree to the terms and conditions',
  bankDetailsInvalid: 'These bank details do not pass the UK sort code and account number check - please check them.',
} as const;

/** The newsletter's confirmation link, as the API answers and the confirm page says. */
export const NEWSLETTER_MESSAGES = {
  confirmationInvalid: `This confirmation link is not valid or has expired: links work for ${NEWSLETTER_CONFIRM_DAYS} days. Sign up again at the foot of any page to get a new one.`,
} as const;

/** What a lender reads when signing in by e-mailed link (the API's answers and the sign-in pages). */
export const LENDER_SIGN_IN_MESSAGES = {
  linkSent: `If a lender account has this e-mail address, we have sent it a sign-in link. It works once, within ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
  linkInvalid: 'This sign-in link is not valid - it may have been copied incompletely. Ask for a new link below.',
  linkExpired: `This sign-in link has expired: links work for ${SIGN_IN_LINK_TTL_MINUTES} minutes. Ask for a new link below.`,
  linkUsed: 'This sign-in link has already been used: each link works once. Ask for a new link below.',
  signInRequired: 'Please sign in to your lender account.',
  freshSignInRequired: `To change your bank details, sign in again from a new e-mailed link first (within the last ${FRESH_SIGN_IN_MINUTES} minutes).`,
  /** A sign-up with an address a lender account already has: nothing is created, the owner gets a link. */
  emailTaken: `A lender account already uses this e-mail address. We have e-mailed it a sign-in link: follow it within ${SIGN_IN_LINK_TTL_MINUTES} minutes to sign in and list your dress.`,
} as const;

/** Field messages of the dress listing form. */
export const LISTING_MESSAGES = {
  name: 'Dress name must be at least 3 characters',
  brand: 'Brand name is required',
  description: 'Description must be at least 20 characters',
  category: 'Please select a category',
  sizes: 'Please select at least one size',
  originalPrice: 'Original price must be at least £150',
  rentalPrice2Day: '2-day rental price must be at least £20',
  rentalPrice4Day: '4-day rental price must be at least £30',
  condition: 'Please select dress condition',
  occasion: 'Please select occasion type',
  careInstructions: 'Care instructions are required',
  photos: 'At least one photo is required',
  photosWarning: 'At least one photo is required for your listing',
  tooManyPhotos: 'A listing can have at most 5 photos',
  /** The API's IMAGE_NOT_OWN_UPLOAD: a photo this lender did not upload here (another account's, from an old draft). */
  photosNotYours: 'Please upload your photos again: a listing can use only photos uploaded here from your own account',
} as const;

/**
 * Why an upload failed, by the API's error code: a file that is not a photo is the file's fault and
 * is said so; only a real failure (the server, the network) keeps 'Failed to upload {file}'.
 */
export function uploadFailureMessage(fileName: string, code: ErrorCode | undefined, maxMb: number): string {
  switch (code) {
    case 'NOT_AN_IMAGE':
    case 'UNSUPPORTED_IMAGE_TYPE':
      return `${fileName} is not a photo we can use. Please choose a JPEG, PNG, WebP or AVIF image.`;
    case 'CONTENT_TYPE_MISMATCH':
      return `${fileName} is a different kind of image from what its name says. Please save it as JPEG, PNG, WebP or AVIF and choose it again.`;
    case 'FILE_TOO_LARGE':
    case 'PAYLOAD_TOO_LARGE':
      return `${fileName} is larger than ${maxMb} MB. Please choose a smaller photo.`;
    default:
      return `Failed to upload ${fileName}`;
  }
}

export const CHECKOUT_MESSAGES = {
  name: 'Please enter your full name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  addressLine1: 'Please enter the first line of your address: house number or name and street',
  town: 'Please enter your town or city',
  postcode: 'Please enter a valid UK postcode, such as SW1A 1AA',
  /** The API's single-string form of the address (the original API's `deliveryAddress`). */
  addressWithoutPostcode: 'Delivery address must end with a valid UK postcode, such as 1 Savile Row, London W1S 3PR.',
  addressTooShort: 'Delivery address must give the street and town before the postcode, such as 1 Savile Row, London W1S 3PR.',
  addressTwice: 'Send the delivery address once: either deliveryAddress, or addressLine1, addressLine2, town and postcode.',
  invalidDate: 'Rental dates must be real dates in the form YYYY-MM-DD.',
  emptyCart: 'Your order has no items.',
} as const;

/** Availability texts, shared by the product page, the cart and the API. */
export const AVAILABILITY_MESSAGES = {
  dateRequired: DATE_REQUIRED_NOTICE,
  unavailableToast: DATES_TAKEN_NOTICE,
  lineUnavailable: 'No longer available for these dates',
  startDateRequired: 'Please choose a start date for every dress.',
  invalidDate: 'Start date must be a real date in the form YYYY-MM-DD.',
  tooSoon: (earliest: string) => `The earliest start date is ${formatDay(earliest)}: we need two days to deliver.`,
  tooFar: (latest: string) => `Rentals can start up to a year ahead, until ${formatDay(latest)}.`,
  unavailable: (name: string, size: string, start: string) =>
    `${name} in UK size ${size} is no longer available from ${formatDay(start)}. Please choose another date.`,
  /** A quantity past the units free for a cart line's dates. */
  onlyAvailable: (free: number) => (free === 0 ? 'None available for these dates.' : `Only ${free} available for these dates.`),
  /** Checkout waits until every line has its start date. */
  lineDateRequired: { title: 'Date Required', description: 'Choose a start date for every dress in your cart before placing your order.' },
  orderDatesMismatch: 'Rental dates must match the dates of the items in your bag.',
  stock: `Stock must be a whole number of units for each size.`,
  blockOverlaps: (count: number) =>
    `Those dates overlap ${count} booking${count === 1 ? '' : 's'} and no unit is free. Choose other dates or add stock.`,
  blockRange: 'The block must end on or after its start, within 90 days.',
} as const;

const dresses = (n: number) => `${n} dress${n === 1 ? '' : 'es'}`;

/** What a client is told when an order would take them past PENDING_HOLD_LIMIT. */
export function holdLimitMessage(held: number, wanted: number, limit: number): string {
  const rule = `we reserve at most ${dresses(limit)} for one customer until we confirm their orders`;
  if (held === 0) return `This order has ${dresses(wanted)}, but ${rule}. Please order fewer, or contact us for a larger order.`;
  const room = limit - held;
  const next = room > 0 ? `You can order up to ${dresses(room)} more now` : 'Please wait until we confirm them (usually within a day)';
  return `You already have ${dresses(held)} reserved in orders we have not confirmed yet, and ${rule}. ${next}, or contact us for a larger order.`;
}
