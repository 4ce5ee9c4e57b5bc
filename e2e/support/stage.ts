/**
 * Setting the stage through the API as the shop's own forms do, for journeys that start after it:
 * the admin's session, and a lender approved with one dress live.
 */
import type { apiClient } from './api';
import type { RunningApp } from './app';

type Api = ReturnType<typeof apiClient>;

/** A 2×2 PNG: a photo the upload path's byte check accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4sbnrxOYuBggFADmSCBWGm7t4AAAAAElFTkSuQmCC',
  'base64',
);

/** The admin's session cookie, signed in with the app's password. */
export async function adminCookieFor(app: RunningApp): Promise<string> {
  const login = await fetch(`${app.baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.baseURL },
    body: JSON.stringify({ password: app.adminPassword }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface StagedLender {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface StagedDress {
  name: string;
  brand: string;
  description: string;
  sizes: string[];
  originalPrice: number;
  rentalPrice2Day: number;
  rentalPrice4Day: number;
}

/**
 * A lender signs up, the admin approves her, she lists a dress with a photo she uploaded herself, and
 * the admin approves it and puts it live. `api` must carry the admin's session.
 */
export async function liveLenderDress(
  app: RunningApp,
  api: Api,
  lender: StagedLender,
  dress: StagedDress,
): Promise<{ lenderId: string; token: string; productId: string }> {
  const account = await api<{ id: string; token: string }>('POST', '/api/lender-accounts', {
    fullName: lender.name,
    email: lender.email,
    phone: lender.phone,
    address: lender.address,
    bankAccountName: lender.name,
    sortCode: '08-99-99',
    accountNumber: '66374958',
  });
  await api('PUT', `/api/lender-accounts/${account.id}/status`, { status: 'approved' });
  // Her own upload: without the admin's cookie, which would make it the shop's.
  const auth = { 'X-Lender-Token': account.token, Cookie: '' };
  const ticket = await api<{ uploadURL: string; objectPath: string }>('POST', '/api/objects/upload', undefined, auth);
  const put = await fetch(new URL(ticket.uploadURL, app.baseURL), {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png', Origin: app.baseURL },
    body: TINY_PNG,
  });
  if (put.status !== 200) throw new Error(`the photo upload answered ${put.status}`);
  const listing = await api<{ id: string }>(
    'POST',
    '/api/dress-listings',
    {
      ...dress,
      lenderAccountId: account.id,
      category: 'evening-gown',
      condition: 'excellent',
      occasion: 'gala-awards',
      careInstructions: 'Dry clean only.',
      imageUrls: [ticket.objectPath],
    },
    auth,
  );
  await api('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'approved' });
  const live = await api<{ productId: string }>('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'live' });
  return { lenderId: account.id, token: account.token, productId: live.productId };
}
