import type { ProductInput } from '@dw/contracts';
import { OBJECT_STORAGE, ObjectStorage } from '../../src/uploads/storage/object-storage';
import type { TestApp } from './test-app';

/** A valid product body; override what a test is about. */
export function productBody(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Aurora Sequin Gown',
    description: 'A floor-length gown in champagne sequins with a fluted hem.',
    brand: 'Jenny Packham',
    category: 'evening-gown',
    occasions: ['black-tie', 'formal-event'],
    basePrice: '65.00',
    retailPrice: '450.00',
    imageUrls: ['https://images.example.com/aurora.jpg'],
    availableSizes: ['10', '8', '12'],
    ...overrides,
  };
}

/** A valid lender sign-up (POST /api/lender-accounts) for `fullName` at `email`, with test bank details. */
export function lenderAccountBody(fullName: string, email: string) {
  return {
    fullName,
    email,
    phone: '07700 900123',
    address: '12 Rosewood Lane, Bath BA1 2AB',
    bankAccountName: fullName,
    sortCode: '08-99-99',
    accountNumber: '66374958',
  };
}

/** The smallest valid PNG: 1×1 transparent. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Puts a real PNG at each '/objects/uploads/{id}' path, as an upload would, so bodies that name
 * fixed image paths pass the "is this a stored image" check.
 */
export async function storeImages(ctx: TestApp, paths: readonly string[]): Promise<void> {
  const storage = ctx.app.get<ObjectStorage>(OBJECT_STORAGE);
  for (const path of paths) {
    const id = path.slice('/objects/uploads/'.length);
    if (!(await storage.exists(id))) await storage.put(id, TINY_PNG, 'image/png');
  }
}

/**
 * Photos a lender uploads the way the listing form does (ask for an upload URL with her token or
 * session, then PUT the bytes): a listing may name only its own lender's uploads. `auth` is her
 * X-Lender-Token or her session cookie as headers.
 */
export async function lenderPhotos(ctx: TestApp, auth: Record<string, string> | string, count = 1): Promise<string[]> {
  const headers = typeof auth === 'string' ? { 'X-Lender-Token': auth } : auth;
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const ticket = await ctx.http().post('/api/objects/upload').set(headers).expect(200);
    const { uploadURL, objectPath } = ticket.body as { uploadURL: string; objectPath: string };
    await ctx.http().put(uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
    paths.push(objectPath);
  }
  return paths;
}
