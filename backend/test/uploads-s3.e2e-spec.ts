import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MB, UPLOAD_URL_TTL_SECONDS } from '@dw/contracts';
import { AppError } from '../src/common/app-error';
import { UploadsService } from '../src/uploads/uploads.service';
import { atInstant } from './support/clock';
import { TINY_PNG } from './support/fixtures';
import { describeImage, phonePhotoWithGps } from './support/phone-photo';
import { S3TestServer, startS3TestServer } from './support/s3-test-server';
import { TestApp, createTestApp } from './support/test-app';

/** A PNG of exactly `size` bytes: the real header, then padding. */
const pngOf = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);
const HTML = Buffer.from('<!doctype html><script>document.location="https://evil.example"</script>');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const idOf = (objectPath: string) => objectPath.split('/').pop() as string;

describe('uploads on S3 storage (s3rver) [sqlite]', () => {
  let s3: S3TestServer;
  let ctx: TestApp;
  /** Someone holding the bucket's keys: writes whatever bytes under whatever type. */
  let bucket: S3Client;
  let lenderToken: string;

  beforeAll(async () => {
    s3 = await startS3TestServer('dress-photos');
    ctx = await createTestApp('sqlite', { env: s3.env() });
    bucket = new S3Client({
      region: 'eu-west-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const account = await ctx
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
    lenderToken = account.body.token;
  });

  afterAll(async () => {
    bucket?.destroy();
    await ctx?.close();
    await s3?.close();
  });

  const inBucket = async (id: string): Promise<{ contentType?: string; size?: number } | null> => {
    try {
      const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `uploads/${id}` }));
      return { contentType: head.ContentType, size: head.ContentLength };
    } catch {
      return null;
    }
  };
  const writeStraight = async (id: string, bytes: Buffer, contentType: string) => {
    await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `uploads/${id}`, Body: bytes, ContentType: contentType }));
  };
  const lenderTicket = async (body?: object) => {
    const req = ctx.http().post('/api/objects/upload').set('X-Lender-Token', lenderToken);
    const res = await (body ? req.send(body) : req).expect(200);
    return res.body as { uploadURL: string; objectPath: string };
  };
  const adminTicket = async (body?: object) => {
    const agent = await ctx.adminAgent();
    const res = await (body ? agent.post('/api/objects/upload').send(body) : agent.post('/api/objects/upload')).expect(200);
    return res.body as { uploadURL: string; objectPath: string };
  };
  /** As a browser sends a File: fetch sets Content-Length from the body. */
  const browserPut = (url: string, body: Buffer, contentType: string) =>
    fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': contentType } });

  describe('a browser that declares its file gets a presigned URL straight to the bucket', () => {
    it('stores a PNG sent there with fetch(), served from /objects/uploads/{id} with its type, nosniff and long caching', async () => {
      const { uploadURL, objectPath } = await adminTicket({ contentType: 'image/png', size: TINY_PNG.length });
      const url = new URL(uploadURL);
      expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/dress-photos/uploads/${idOf(objectPath)}`);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_TTL_SECONDS));
      expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);

      const put = await browserPut(uploadURL, TINY_PNG, 'image/png');
      expect(put.status).toBe(200);
      expect(await inBucket(idOf(objectPath))).toEqual({ contentType: 'image/png', size: TINY_PNG.length });

      const get = await ctx.http().get(objectPath).expect(200);
      expect(get.headers['content-type']).toBe('image/png');
      expect(get.headers['x-content-type-options']).toBe('nosniff');
      expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(get.body as Buffer, TINY_PNG)).toBe(0);
    });

    it('lets S3 refuse a PUT whose Content-Type or size differs from the signed one', async () => {
      const { uploadURL, objectPath } = await lenderTicket({ contentType: 'image/png', size: TINY_PNG.length });
      expect((await browserPut(uploadURL, TINY_PNG, 'image/jpeg')).status).toBe(403);
      expect((await browserPut(uploadURL, TINY_PNG, 'text/html')).status).toBe(403);
      expect((await browserPut(uploadURL, HTML, 'image/png')).status).toBe(403);
      expect((await browserPut(uploadURL, Buffer.concat([TINY_PNG, Buffer.from([0])]), 'image/png')).status).toBe(403);
      expect(await inBucket(idOf(objectPath))).toBeNull();
      await ctx.http().get(objectPath).expect(404);
    });

    it('holds the 5 MB listing limit: refused at issue time, and S3 refuses 5 MB + 1 byte on a 5 MB URL', async () => {
      const over = await ctx
        .http()
        .post('/api/objects/upload')
        .set('X-Lender-Token', lenderToken)
        .send({ contentType: 'image/png', size: 5 * MB + 1 })
        .expect(413);
      expect(over.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Images can be at most 5 MB.' });

      const { uploadURL, objectPath } = await lenderTicket({ contentType: 'image/png', size: 5 * MB });
      expect((await browserPut(uploadURL, pngOf(5 * MB + 1), 'image/png')).status).toBe(403);
      expect(await inBucket(idOf(objectPath))).toBeNull();
      expect((await browserPut(uploadURL, pngOf(5 * MB), 'image/png')).status).toBe(200);
      const get = await ctx.http().get(objectPath).expect(200);
      expect(get.headers['content-length']).toBe(String(5 * MB));
    });

    it('holds the 10 MB product limit at issue time', async () => {
      const agent = await ctx.adminAgent();
      const over = await agent
        .post('/api/objects/upload')
        .send({ contentType: 'image/webp', size: 10 * MB + 1 })
        .expect(413);
      expect(over.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Images can be at most 10 MB.' });
      const exact = await agent
        .post('/api/objects/upload')
        .send({ contentType: 'image/webp', size: 10 * MB })
        .expect(200);
      expect(exact.body.uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dress-photos\/uploads\//);
    });

    it('refuses other types, half declarations and unknown fields before issuing anything', async () => {
      const post = (body: object) => ctx.http().post('/api/objects/upload').set('X-Lender-Token', lenderToken).send(body);
      expect((await post({ contentType: 'image/svg+xml', size: 100 }).expect(415)).body).toMatchObject({
        code: 'UNSUPPORTED_IMAGE_TYPE',
        message: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
      });
      expect((await post({ contentType: 'image/png' }).expect(400)).body.message).toBe(
        'Send both the contentType and the size of the file, or neither.',
      );
      expect((await post({ contentType: 'image/png', size: '100' }).expect(400)).body.message).toBe(
        "size must be the file's size in bytes.",
      );
      expect((await post({ contentType: 'image/png', size: 0 }).expect(400)).body.message).toBe("size must be the file's size in bytes.");
      expect((await post({ contentType: 'image/png', size: 100, bucket: 'other' }).expect(400)).body.code).toBe('UNKNOWN_FIELD');
      await ctx.http().post('/api/objects/upload').send({ contentType: 'image/png', size: 100 }).expect(401);
    });

    it('lets S3 refuse a tampered URL', async () => {
      const { uploadURL, objectPath } = await lenderTicket({ contentType: 'image/png', size: TINY_PNG.length });
      const longer = new URL(uploadURL);
      longer.searchParams.set('X-Amz-Expires', '604000');
      const elsewhere = uploadURL.replace(`uploads/${idOf(objectPath)}`, 'uploads/00000000-0000-4000-8000-000000000000');
      const forged = new URL(uploadURL);
      forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
      for (const url of [longer.href, elsewhere, forged.href]) expect((await browserPut(url, TINY_PNG, 'image/png')).status).toBe(403);
      expect(await inBucket(idOf(objectPath))).toBeNull();
      expect(await inBucket('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it(`lets S3 refuse a URL once its ${UPLOAD_URL_TTL_SECONDS} seconds are over`, async () => {
      // Only the clock moves, so the app signs the URL "in the past".
      const issuedAgo = (seconds: number) =>
        atInstant(Date.now() - seconds * 1000, () => lenderTicket({ contentType: 'image/png', size: TINY_PNG.length }));
      const expired = await issuedAgo(UPLOAD_URL_TTL_SECONDS + 5);
      const put = await browserPut(expired.uploadURL, TINY_PNG, 'image/png');
      expect(put.status).toBe(403);
      expect(await put.text()).toContain('Request has expired');
      expect(await inBucket(idOf(expired.objectPath))).toBeNull();

      const fresh = await issuedAgo(UPLOAD_URL_TTL_SECONDS - 10);
      expect((await browserPut(fresh.uploadURL, TINY_PNG, 'image/png')).status).toBe(200);
    });
  });

  describe('a plain client, which declares nothing, uploads through our server to the bucket', () => {
    it('checks the bytes, then stores them in S3 and serves them', async () => {
      const { uploadURL, objectPath } = await lenderTicket();
      expect(uploadURL).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\?purpose=listing&/);
      const lying = await ctx.http().put(uploadURL).set('Content-Type', 'image/jpeg').send(TINY_PNG).expect(415);
      expect(lying.body.code).toBe('CONTENT_TYPE_MISMATCH');
      const html = await ctx.http().put(uploadURL).set('Content-Type', 'image/png').send(HTML).expect(415);
      expect(html.body.code).toBe('NOT_AN_IMAGE');
      await ctx
        .http()
        .put(uploadURL)
        .set('Content-Type', 'image/png')
        .send(pngOf(5 * MB + 1))
        .expect(413);
      expect(await inBucket(idOf(objectPath))).toBeNull();

      await ctx.http().put(uploadURL).set('Content-Type', 'image/jpeg').send(JPEG).expect(200);
      expect(await inBucket(idOf(objectPath))).toEqual({ contentType: 'image/jpeg', size: JPEG.length });
      const again = await ctx.http().put(uploadURL).set('Content-Type', 'image/jpeg').send(JPEG).expect(409);
      expect(again.body.code).toBe('UPLOAD_URL_USED');
      const get = await ctx.http().get(objectPath).expect(200);
      expect(get.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(get.body as Buffer, JPEG)).toBe(0);
    });
  });

  describe("a phone photo's EXIF (GPS position included) never stays in the bucket", () => {
    /** The object's bytes exactly as the bucket holds them, as anyone with its keys would read them. */
    const bytesInBucket = async (id: string): Promise<Buffer> => {
      const res = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${id}` }));
      return Buffer.from(await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    };
    const STRIPPED = { exif: false, gps: false, width: 20, height: 40, orientation: undefined, top: 'red', bottom: 'blue' };

    it('through our server: stored without it, turned upright', async () => {
      const photo = await phonePhotoWithGps();
      const { uploadURL, objectPath } = await lenderTicket();
      await ctx.http().put(uploadURL).set('Content-Type', 'image/jpeg').send(photo).expect(200);
      expect(await describeImage(await bytesInBucket(idOf(objectPath)))).toEqual(STRIPPED);
      const get = await ctx.http().get(objectPath).expect(200);
      expect(await describeImage(get.body as Buffer)).toEqual(STRIPPED);
    });

    it('straight from the browser (presigned): stripped and replaced the first time the server serves it', async () => {
      const photo = await phonePhotoWithGps();
      const { uploadURL, objectPath } = await lenderTicket({ contentType: 'image/jpeg', size: photo.length });
      expect((await browserPut(uploadURL, photo, 'image/jpeg')).status).toBe(200);
      // The bytes went to S3 without passing through this server.
      expect(await describeImage(await bytesInBucket(idOf(objectPath)))).toMatchObject({ gps: true });

      const get = await ctx.http().get(objectPath).expect(200);
      expect(get.headers['content-type']).toBe('image/jpeg');
      expect(await describeImage(get.body as Buffer)).toEqual(STRIPPED);
      const stored = await bytesInBucket(idOf(objectPath));
      expect(await describeImage(stored)).toEqual(STRIPPED);
      // Done once: the next read serves the stored bytes as they are.
      const again = await ctx.http().get(objectPath).expect(200);
      expect(Buffer.compare(again.body as Buffer, stored)).toBe(0);
    });

    it('straight from the browser (presigned): stripped when a listing first references it', async () => {
      const photo = await phonePhotoWithGps();
      const { uploadURL, objectPath } = await lenderTicket({ contentType: 'image/jpeg', size: photo.length });
      expect((await browserPut(uploadURL, photo, 'image/jpeg')).status).toBe(200);
      await ctx.app.get(UploadsService).assertUsableImages([objectPath], 'listing');
      expect(await describeImage(await bytesInBucket(idOf(objectPath)))).toEqual(STRIPPED);
    });
  });

  describe('objects written straight to the bucket are checked before they are served', () => {
    it.each([
      ['HTML stored as image/png', HTML, 'image/png'],
      ['a PNG stored as image/jpeg', TINY_PNG, 'image/jpeg'],
      ['a PNG stored as text/html', TINY_PNG, 'text/html'],
      [
        'an SVG stored as image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ],
      ['a PNG of 10 MB + 1 byte', pngOf(10 * MB + 1), 'image/png'],
      ['an empty object', Buffer.alloc(0), 'image/png'],
    ])('%s: 404 and deleted', async (_case, bytes, contentType) => {
      const id = randomUUID();
      await writeStraight(id, bytes, contentType);
      expect(await inBucket(id)).not.toBeNull();
      const res = await ctx.http().get(`/objects/uploads/${id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'IMAGE_NOT_FOUND', message: 'Image not found.' });
      expect(await inBucket(id)).toBeNull();
    });

    it('serves a genuine image written there, with the type its bytes prove', async () => {
      const id = randomUUID();
      await writeStraight(id, pngOf(10 * MB), 'image/png; charset=binary');
      const res = await ctx.http().get(`/objects/uploads/${id}`).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(10 * MB));
    });
  });

  describe('referencing uploads from products and listings (UploadsService.assertUsableImages)', () => {
    const refusal = (promise: Promise<void>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof AppError ? { kind: error.kind, code: error.code, message: error.message } : error),
      );

    it('accepts genuine uploads within the limit, and https addresses', async () => {
      const uploads = ctx.app.get(UploadsService);
      const id = randomUUID();
      await writeStraight(id, pngOf(5 * MB), 'image/png');
      await expect(
        uploads.assertUsableImages([`/objects/uploads/${id}`, 'https://images.example.com/a.jpg'], 'listing'),
      ).resolves.toBeUndefined();
      await ctx.http().get(`/objects/uploads/${id}`).expect(200);
    });

    it('refuses with 400 and deletes an object that is not the image it claims to be', async () => {
      const uploads = ctx.app.get(UploadsService);
      const good = randomUUID();
      const bad = randomUUID();
      await writeStraight(good, TINY_PNG, 'image/png');
      await writeStraight(bad, HTML, 'image/png');
      expect(await refusal(uploads.assertUsableImages([`/objects/uploads/${good}`, `/objects/uploads/${bad}`], 'product'))).toEqual({
        kind: 'invalid',
        code: 'IMAGE_NOT_USABLE',
        message: expect.stringMatching(/^Images must be uploaded images: /),
      });
      expect(await inBucket(bad)).toBeNull();
      expect(await inBucket(good)).not.toBeNull();
    });

    it('refuses a missing upload', async () => {
      const uploads = ctx.app.get(UploadsService);
      expect(await refusal(uploads.assertUsableImages([`/objects/uploads/${randomUUID()}`], 'product'))).toMatchObject({
        code: 'IMAGE_NOT_USABLE',
      });
    });

    it('refuses 5 MB + 1 byte as a listing photo but keeps it, since it is a valid product image', async () => {
      const uploads = ctx.app.get(UploadsService);
      const id = randomUUID();
      await writeStraight(id, pngOf(5 * MB + 1), 'image/png');
      expect(await refusal(uploads.assertUsableImages([`/objects/uploads/${id}`], 'listing'))).toMatchObject({ code: 'IMAGE_NOT_USABLE' });
      expect(await inBucket(id)).not.toBeNull();
      await expect(uploads.assertUsableImages([`/objects/uploads/${id}`], 'product')).resolves.toBeUndefined();
    });

    it('refuses 10 MB + 1 byte for any purpose and deletes it', async () => {
      const uploads = ctx.app.get(UploadsService);
      const id = randomUUID();
      await writeStraight(id, pngOf(10 * MB + 1), 'image/png');
      expect(await refusal(uploads.assertUsableImages([`/objects/uploads/${id}`], 'product'))).toMatchObject({ code: 'IMAGE_NOT_USABLE' });
      expect(await inBucket(id)).toBeNull();
    });
  });

  it('reports storage down in health while S3 is stopped, and up again once it is back', async () => {
    const id = randomUUID();
    await writeStraight(id, TINY_PNG, 'image/png');
    expect((await ctx.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', storage: 'up' });

    await s3.stop();
    try {
      expect((await ctx.http().get('/api/health').expect(503)).body).toEqual({ status: 'degraded', database: 'up', storage: 'down' });
      const image = await ctx.http().get(`/objects/uploads/${id}`).expect(503);
      expect(image.body.code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      await s3.start();
    }

    expect((await ctx.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', storage: 'up' });
    // An outage is not a verdict: the image was not deleted.
    await ctx.http().get(`/objects/uploads/${id}`).expect(200);
    await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `uploads/${id}` }));
  });
});

describe('S3 behind another address for browsers (S3_PUBLIC_ENDPOINT), seeded [sqlite]', () => {
  let s3: S3TestServer;
  let ctx: TestApp;

  beforeAll(async () => {
    s3 = await startS3TestServer('shop-media');
    // The server talks to 127.0.0.1; browsers are told localhost, and the signature covers the host.
    const publicEndpoint = s3.endpoint.replace('127.0.0.1', 'localhost');
    ctx = await createTestApp('sqlite', { seed: true, env: s3.env({ S3_PUBLIC_ENDPOINT: publicEndpoint }) });
  });

  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it('signs upload URLs for the public address, and S3 accepts them there', async () => {
    const agent = await ctx.adminAgent();
    const { uploadURL, objectPath } = (
      await agent.post('/api/objects/upload').send({ contentType: 'image/png', size: TINY_PNG.length }).expect(200)
    ).body;
    expect(new URL(uploadURL).host).toBe(new URL(s3.endpoint).host.replace('127.0.0.1', 'localhost'));
    const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(TINY_PNG), headers: { 'Content-Type': 'image/png' } });
    expect(put.status).toBe(200);
    await ctx.http().get(objectPath).expect(200);
  });

  it('seeds the demo images into the bucket and serves them', async () => {
    const products = (await ctx.http().get('/api/products').expect(200)).body as { imageUrls: string[] }[];
    expect(products.length).toBeGreaterThan(0);
    const image = await ctx.http().get(products[0].imageUrls[0]).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});

describe('the same checks on local-disk storage [sqlite]', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A file put under DATA_DIR/uploads by hand (a restore, a script), bypassing the PUT checks. */
  const placeOnDisk = (id: string, bytes: Buffer, contentType: string) => {
    const dir = join(ctx.config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, id), bytes);
    writeFileSync(join(dir, `${id}.json`), JSON.stringify({ contentType, size: bytes.length }));
    return join(dir, id);
  };

  it('refuses and deletes a file that is not the image its metadata claims', async () => {
    const id = randomUUID();
    const path = placeOnDisk(id, HTML, 'image/png');
    await ctx.http().get(`/objects/uploads/${id}`).expect(404);
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.json`)).toBe(false);
  });

  it('checks references the same way', async () => {
    const uploads = ctx.app.get(UploadsService);
    const good = randomUUID();
    placeOnDisk(good, TINY_PNG, 'image/png');
    await expect(uploads.assertUsableImages([`/objects/uploads/${good}`], 'listing')).resolves.toBeUndefined();
    await expect(uploads.assertUsableImages([`/objects/uploads/${randomUUID()}`], 'listing')).rejects.toMatchObject({
      code: 'IMAGE_NOT_USABLE',
    });
  });
});
