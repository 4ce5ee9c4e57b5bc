import { type ApiFailure, apiRequest } from '@dw/web-kit';

/**
 * POST /api/newsletter. Null when the sign-up was taken (the address then confirms it from the
 * e-mailed link); otherwise the API's failure, so the form can tell a bad address from an outage.
 */
export async function subscribeToNewsletter(email: string): Promise<ApiFailure | null> {
  const result = await apiRequest({ url: '/newsletter', method: 'POST', body: { email } });
  return 'error' in result ? result.error : null;
}
