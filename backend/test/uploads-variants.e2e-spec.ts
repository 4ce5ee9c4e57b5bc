import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@dw/contracts';
import { TestApp, createTestApp } from './support/test-app';

/** Resized WebP copies of uploaded photos, for the shop's srcset (GET /objects/uploads/{id}/{width}). */
describe('image variants', () => {
  let ctx: TestApp;
  let photo: string;

  const upload = async (bytes: Buffer, type: string) => {
    const agent = await ctx.adminAgent();
    const { uploadURL, objectPath } = (await agent.post('/api/objects/upload').expect(200)).body as {
      uploadURL: string;
      objectPath: string;
    };
    await ctx.http().put(uploadURL).set('Content-Type', type).send(bytes).expect(200);
    return objectPath;
  };
  const get = (path: string) =>
    ctx
      .http()
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    // A 1000×1333 JPEG photograph, as a lender's phone might send.
    const jpeg = await sharp({ create: { width: 1000, height: 1333, channels: 3, background: { r: 180, g: 40, b: 90 } } })
      .jpeg()
      .toBuffer();
    photo = await upload(jpeg, 'image/jpeg');
  });
  afterAll(() => ctx.close());

  it('serves each width the shop asks for as a WebP that wide, with long caching', async () => {
    for (const width of IMAGE_VARIANT_WIDTHS.filter((w) => w <= 1000)) {
      const res = await get(`${photo}/${width}`).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      // The proportions kept (to the pixel).
      expect(Math.abs((meta.height ?? 0) - (1333 * width) / 1000)).toBeLessThan(1);
    }
  });

  it('answers the same bytes again, and never enlarges a photo narrower than the width asked for', async () => {
    const first = (await get(`${photo}/480`).expect(200)).body as Buffer;
    const again = (await get(`${photo}/480`).expect(200)).body as Buffer;
    expect(Buffer.compare(first, again)).toBe(0);
    const wide = await get(`${photo}/1280`).expect(200);
    expect(await sharp(wide.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1000 });
  });

  it('refuses other widths and unknown images with 404', async () => {
    const odd = await ctx.http().get(`${photo}/500`).expect(404);
    expect(odd.body).toMatchObject({ statusCode: 404, code: 'IMAGE_NOT_FOUND' });
    await ctx.http().get('/objects/uploads/00000000-0000-4000-a000-000000000000/480').expect(404);
    await ctx.http().get('/objects/uploads/not-an-id/480').expect(404);
  });
});
