export { startStripeServer, type RequestLogEntry, type StripeServer, type StripeServerOptions } from './server';
export { signPayload, API_VERSION, type Delivery, type SignOptions } from './webhooks';
export { type PayResult } from './store';
export { payOnHostedPage } from './hosted-page-client';
