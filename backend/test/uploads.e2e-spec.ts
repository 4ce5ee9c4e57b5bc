import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MB } from '@dw/contracts';
import { describeImage, phonePhotoWithGps } from './support/phone-photo';
import { TINY_PNG } from './support/fixtures';
import { describeEachDatabase } from './support/test-app';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

describeEachDatabase('uploads', (ctx) => {
  const ticket = async () => {
    const agent = await ctx().adminAgent();
    const res = await agent.post('/api/objects/upload').expect(200);
    expect(res.body.uploadURL).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\?/);
    expect(res.body.objectPath).toBe(new URL(res.body.uploadURL, 'http://x').pathname);
    return res.body as { uploadURL: string; objectPath: string };
  };

  it('stores a PNG through the signed URL and serves it with its type', async () => {
    const { uploadURL, objectPath } = await ticket();
    const put = await ctx().http().put(uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
    expect(put.body).toEqual({ objectPath });
    const get = await ctx().http().get(objectPath).expect(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(get.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(get.body as Buffer, TINY_PNG)).toBe(0);
  });

  it('stores a phone photo without its EXIF (GPS position included), turned upright as its orientation said', async () => {
    const photo = await phonePhotoWithGps();
    expect(await describeImage(photo)).toMatchObject({ gps: true, orientation: 6 });
    const { uploadURL, objectPath } = await ticket();
    await ctx().http().put(uploadURL).set('Content-Type', 'image/jpeg').send(photo).expect(200);
    const stripped = { exif: false, gps: false, width: 20, height: 40, orientation: undefined, top: 'red', bottom: 'blue' };
    const onDisk = await readFile(join(ctx().config.dataDir, 'uploads', objectPath.split('/').pop() as string));
    expect(await describeImage(onDisk)).toEqual(stripped);
    const get = await ctx().http().get(objectPath).expect(200);
    expect(get.headers['content-type']).toBe('image/jpeg');
    expect(await describeImage(get.body as Buffer)).toEqual(stripped);
  });

  it('refuses to reuse a signed URL', async () => {
    const { uploadURL } = await ticket();
    await ctx().http().put(uploadURL).set('Content-Type', 'image/jpeg').send(JPEG).expect(200);
    const again = await ctx().http().put(uploadURL).set('Content-Type', 'image/jpeg').send(JPEG).expect(409);
    expect(again.body.code).toBe('UPLOAD_URL_USED');
  });

  it('refuses a non-image and a lying content type with 415, storing nothing', async () => {
    const { uploadURL, objectPath } = await ticket();
    const html = await ctx()
      .http()
      .put(uploadURL)
      .set('Content-Type', 'image/png')
      .send(Buffer.from('<html><script>alert(1)</script></html>'))
      .expect(415);
    expect(html.body).toMatchObject({ code: 'NOT_AN_IMAGE', message: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.' });
    const svg = await ctx().http().put(uploadURL).set('Content-Type', 'image/svg+xml').send(Buffer.from('<svg/>')).expect(415);
    expect(svg.body.code).toBe('UNSUPPORTED_IMAGE_TYPE');
    const lying = await ctx().http().put(uploadURL).set('Content-Type', 'image/jpeg').send(TINY_PNG).expect(415);
    expect(lying.body.code).toBe('CONTENT_TYPE_MISMATCH');
    await ctx().http().get(objectPath).expect(404);
  });

  it('refuses a product image over 10 MB with 413', async () => {
    const { uploadURL, objectPath } = await ticket();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(10 * MB + 1 - TINY_PNG.length)]);
    const res = await ctx().http().put(uploadURL).set('Content-Type', 'image/png').send(big).expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Images can be at most 10 MB.' });
    await ctx().http().get(objectPath).expect(404);
  });

  it('accepts exactly 10 MB', async () => {
    const { uploadURL } = await ticket();
    const exact = Buffer.concat([TINY_PNG, Buffer.alloc(10 * MB - TINY_PNG.length)]);
    await ctx().http().put(uploadURL).set('Content-Type', 'image/png').send(exact).expect(200);
  });

  it('refuses tampered, expired-looking and unsigned URLs with 403', async () => {
    const { uploadURL } = await ticket();
    const url = new URL(uploadURL, 'http://x');
    url.searchParams.set('purpose', 'product');
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const tampered = await ctx().http().put(`${url.pathname}${url.search}`).set('Content-Type', 'image/png').send(TINY_PNG).expect(403);
    expect(tampered.body.code).toBe('BAD_UPLOAD_SIGNATURE');
    const other = uploadURL.replace(/uploads\/[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith('a') ? 'b' : 'a'));
    await ctx().http().put(other).set('Content-Type', 'image/png').send(TINY_PNG).expect(403);
    await ctx().http().put(url.pathname).set('Content-Type', 'image/png').send(TINY_PNG).expect(403);
  });

  it('answers 404 for unknown ids and path tricks', async () => {
    await ctx().http().get('/objects/uploads/00000000-0000-4000-8000-000000000000').expect(404);
    await ctx().http().get('/objects/uploads/..%2F..%2Fadmin-password.txt').expect(404);
    await ctx().http().get('/objects/uploads/admin-password.txt').expect(404);
  });

  it('gives lenders, with their token, listing uploads capped at 5 MB', async () => {
    const account = await ctx()
      .http()
      .post('/api/lender-accounts')
      .send({
        fullName: 'Amelia Hart',
        email: 'amelia@example.co.uk',
        phone: '07700 900123',
        address: '12 Chelsea Manor Street, London SW3 5RP',
        bankAccountName: 'Amelia Hart',
        sortCode: '089999',
        accountNumber: '66374958',
      })
      .expect(201);
    const ticket = await ctx().http().post('/api/objects/upload').set('X-Lender-Token', account.body.token).expect(200);
    const { uploadURL, objectPath } = ticket.body as { uploadURL: string; objectPath: string };
    expect(new URL(uploadURL, 'http://x').searchParams.get('purpose')).toBe('listing');
    const over = Buffer.concat([TINY_PNG, Buffer.alloc(5 * MB + 1 - TINY_PNG.length)]);
    const res = await ctx().http().put(uploadURL).set('Content-Type', 'image/png').send(over).expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Images can be at most 5 MB.' });
    await ctx().http().get(objectPath).expect(404);
    const exact = Buffer.concat([TINY_PNG, Buffer.alloc(5 * MB - TINY_PNG.length)]);
    await ctx().http().put(uploadURL).set('Content-Type', 'image/png').send(exact).expect(200);
    expect((await ctx().http().get(objectPath).expect(200)).headers['content-type']).toBe('image/png');
  });

  it('issues no upload URL to anonymous visitors', async () => {
    const res = await ctx().http().post('/api/objects/upload').expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
    await ctx().http().post('/api/objects/upload').set('X-Lender-Token', 'made-up').expect(401);
  });
});
