import { ConfigError } from './config-error';

/** Where the Stripe SDK sends its requests: Stripe itself by default, a local server in tests. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  api: StripeApiAddress;
}

/** The shop's account a manual (bank transfer) payment goes to, quoted to the renter. */
export interface BankTransferAccount {
  accountName: string;
  sortCode: string;
  accountNumber: string;
}

export interface PaymentsConfig {
  provider: 'manual' | 'stripe';
  /** How long an open card payment holds the order's dates (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number;
  bankTransfer: BankTransferAccount;
  stripe: StripeConfig | null;
}

export const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com';
/** Stripe Checkout accepts an expiry between 30 minutes and 24 hours after the session is made. */
const HOLD_MINUTES = { default: 30, min: 30, max: 24 * 60 };

/** STRIPE_API_URL as the SDK's host, port and protocol. */
export function stripeApiAddress(value: string): StripeApiAddress {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('STRIPE_API_URL must be a URL such as https://api.stripe.com or http://127.0.0.1:12111.');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.username) {
    throw new ConfigError('STRIPE_API_URL must be an http(s) origin with no path, such as https://api.stripe.com.');
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** PAYMENT_PROVIDER, PAYMENT_HOLD_MINUTES, BANK_TRANSFER_*, STRIPE_*. */
export function paymentsConfigFrom(env: NodeJS.ProcessEnv): PaymentsConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const provider = value('PAYMENT_PROVIDER') ?? 'manual';
  if (provider !== 'manual' && provider !== 'stripe') throw new ConfigError('PAYMENT_PROVIDER must be manual or stripe.');
  const holdText = value('PAYMENT_HOLD_MINUTES');
  const holdMinutes = holdText === undefined ? HOLD_MINUTES.default : Number(holdText);
  if (!Number.isInteger(holdMinutes) || holdMinutes < HOLD_MINUTES.min || holdMinutes > HOLD_MINUTES.max) {
    throw new ConfigError(`PAYMENT_HOLD_MINUTES must be a whole number of minutes from ${HOLD_MINUTES.min} to ${HOLD_MINUTES.max}.`);
  }
  const sortCode = value('BANK_TRANSFER_SORT_CODE') ?? '00-00-00';
  if (!/^\d{2}-?\d{2}-?\d{2}$/.test(sortCode)) throw new ConfigError('BANK_TRANSFER_SORT_CODE must be six digits, such as 12-34-56.');
  const accountNumber = value('BANK_TRANSFER_ACCOUNT_NUMBER') ?? '00000000';
  if (!/^\d{8}$/.test(accountNumber)) throw new ConfigError('BANK_TRANSFER_ACCOUNT_NUMBER must be eight digits.');
  const bankTransfer = {
    accountName: value('BANK_TRANSFER_ACCOUNT_NAME') ?? 'Designer Wardrobe Ltd',
    sortCode: sortCode.replace(/^(\d{2})-?(\d{2})-?(\d{2})$/, '$1-$2-$3'),
    accountNumber,
  };
  if (provider === 'manual') return { provider, holdMinutes, bankTransfer, stripe: null };
  const secretKey = value('STRIPE_SECRET_KEY');
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  return {
    provider,
    holdMinutes,
    bankTransfer,
    stripe: { secretKey, webhookSecret, api: stripeApiAddress(value('STRIPE_API_URL') ?? DEFAULT_STRIPE_API_URL) },
  };
}
