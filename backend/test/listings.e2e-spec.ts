import { randomUUID } from 'node:crypto';
import { LISTING_MESSAGES, ListingInput } from '@dw/contracts';
import { TINY_PNG, lenderPhotos, storeImages } from './support/fixtures';
import { describeEachDatabase } from './support/test-app';

const PHOTO = (n: number) => `/objects/uploads/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4${n}`;

/** A valid listing body; override what a test is about. */
const listingBody = (lenderAccountId: string, overrides: Record<string, unknown> = {}): ListingInput & Record<string, unknown> => ({
  lenderAccountId,
  name: 'Midnight Velvet Gown',
  brand: 'Jenny Packham',
  description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
  category: 'evening-gown',
  condition: 'excellent',
  occasion: 'gala-awards',
  sizes: ['12', '8', '10'],
  originalPrice: 950,
  rentalPrice2Day: 85,
  rentalPrice4Day: 130,
  careInstructions: 'Dry clean only. Steam on low heat.',
  imageUrls: [PHOTO(0), PHOTO(1)],
  ...overrides,
});

describeEachDatabase('dress listings', (ctx) => {
  /** A lender with five photos she uploaded herself (a listing may name only her own uploads). */
  type Lender = { id: string; token: string; photos: string[] };
  let lender: Lender;

  /** Lender accounts through the real API; unknown sort codes cannot be checked, so they pass. */
  const createLender = async (fullName: string): Promise<Lender> => {
    const res = await ctx()
      .http()
      .post('/api/lender-accounts')
      .send({
        fullName,
        email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${randomUUID().slice(0, 8)}@example.co.uk`,
        phone: '07700 900123',
        address: '12 Rosewood Lane, Bath BA1 2AB',
        bankAccountName: fullName,
        sortCode: '08-99-99',
        accountNumber: '66374958',
      })
      .expect(201);
    return { ...res.body, photos: await lenderPhotos(ctx(), res.body.token, 5) };
  };
  const setLenderStatus = async (id: string, status: string) => {
    const agent = await ctx().adminAgent();
    const reason = status === 'rejected' ? { reason: 'We could not verify the bank account.' } : {};
    await agent
      .put(`/api/lender-accounts/${id}/status`)
      .send({ status, ...reason })
      .expect(200);
  };
  const submit = (who: Lender, overrides: Record<string, unknown> = {}) =>
    ctx()
      .http()
      .post('/api/dress-listings')
      .set('X-Lender-Token', who.token)
      .send(listingBody(who.id, { imageUrls: who.photos.slice(0, 2), ...overrides }));
  const setStatus = async (id: string, status: string) => {
    const agent = await ctx().adminAgent();
    const reason = status === 'rejected' ? { reason: 'The photos are too dark.' } : {};
    return agent.put(`/api/dress-listings/${id}/status`).send({ status, ...reason });
  };
  const rowStatus = async (id: string): Promise<string> => {
    const rows: { status: string }[] = await ctx().dataSource.query('SELECT status FROM dress_listings WHERE id = ?', [id]);
    return rows[0].status;
  };

  beforeAll(async () => {
    lender = await createLender('Amelia Hart');
  });

  it('takes a submission with the lender token: 201 with the listing, pending', async () => {
    const res = await submit(lender).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      lenderAccountId: lender.id,
      lenderName: 'Amelia Hart',
      name: 'Midnight Velvet Gown',
      brand: 'Jenny Packham',
      description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
      category: 'evening-gown',
      condition: 'excellent',
      occasion: 'gala-awards',
      sizes: ['12', '8', '10'],
      originalPrice: '950.00',
      rentalPrice2Day: '85.00',
      rentalPrice4Day: '130.00',
      careInstructions: 'Dry clean only. Steam on low heat.',
      imageUrls: lender.photos.slice(0, 2),
      status: 'pending',
      productId: null,
      rejectionReason: null,
      createdAt: expect.any(String),
    });
    expect(await ctx().count('dress_listings')).toBe(1);
  });

  it('takes prices with pence', async () => {
    const res = await submit(lender, { rentalPrice2Day: 20, rentalPrice4Day: 30.5, originalPrice: 150 }).expect(201);
    expect(res.body).toMatchObject({ originalPrice: '150.00', rentalPrice2Day: '20.00', rentalPrice4Day: '30.50' });
  });

  describe('takes only photos the lender uploaded here herself, else 400 naming imageUrls and writes nothing', () => {
    const refusal = {
      statusCode: 400,
      code: 'IMAGE_NOT_OWN_UPLOAD',
      message: 'imageUrls: every photo must be one you uploaded here with your own lender account - please upload it again.',
    };
    let other: Lender;
    let adminUpload: string;
    const stored = '/objects/uploads/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

    beforeAll(async () => {
      other = await createLender('Ffion Gray');
      const agent = await ctx().adminAgent();
      const ticket = await agent.post('/api/objects/upload').expect(200);
      await ctx().http().put(ticket.body.uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
      adminUpload = ticket.body.objectPath;
      // An image in storage that no upload URL was issued for (written past the API).
      await storeImages(ctx(), [stored]);
    });

    const refused = (): [string, () => string[]][] => [
      ['an https URL', () => ['https://images.example.com/a.jpg']],
      ["another lender's upload", () => [other.photos[0]]],
      ["another lender's upload beside her own", () => [lender.photos[0], other.photos[1]]],
      ["the admin's upload", () => [adminUpload]],
      ['a stored image nobody was issued an upload URL for', () => [stored]],
    ];

    it.each(refused())('on submission: %s', async (_name, photos) => {
      const before = await ctx().count('dress_listings');
      const res = await submit(lender, { imageUrls: photos() }).expect(400);
      expect(res.body).toEqual(refusal);
      expect(await ctx().count('dress_listings')).toBe(before);
    });

    it.each(refused())('on an edit: %s', async (_name, photos) => {
      const listing = await submit(lender, { name: 'Ivory Lace Gown' }).expect(201);
      const { lenderAccountId: _account, ...body } = listingBody(lender.id, { name: 'Ivory Lace Gown II', imageUrls: photos() });
      const res = await ctx()
        .http()
        .put(`/api/lender/listings/${listing.body.id}`)
        .set('X-Lender-Token', lender.token)
        .send(body)
        .expect(400);
      expect(res.body).toEqual(refusal);
      const rows: { name: string; imageUrls: string }[] = await ctx().dataSource.query(
        'SELECT name, imageUrls FROM dress_listings WHERE id = ?',
        [listing.body.id],
      );
      expect(rows[0].name).toBe('Ivory Lace Gown');
      expect(JSON.parse(rows[0].imageUrls)).toEqual(lender.photos.slice(0, 2));
    });

    it("takes the other lender's photos from her, uploaded the way the listing form does", async () => {
      await submit(other, { imageUrls: other.photos.slice(0, 3) }).expect(201);
    });
  });

  describe('lender token', () => {
    it('answers 401 without a token or with an unknown one, before looking at the body', async () => {
      const before = await ctx().count('dress_listings');
      const missing = await ctx().http().post('/api/dress-listings').send(listingBody(lender.id)).expect(401);
      expect(missing.body).toEqual({
        statusCode: 401,
        code: 'LENDER_TOKEN_REQUIRED',
        message: 'Sign in to your lender account (or send its X-Lender-Token) - or create a lender account first.',
      });
      await ctx().http().post('/api/dress-listings').set('X-Lender-Token', 'made-up').send(listingBody(lender.id)).expect(401);
      await ctx().http().post('/api/dress-listings').send({ name: 'x' }).expect(401);
      expect(await ctx().count('dress_listings')).toBe(before);
    });

    it("answers 403 when the token belongs to another lender's account", async () => {
      const other = await createLender('Ben Cole');
      const before = await ctx().count('dress_listings');
      const res = await ctx()
        .http()
        .post('/api/dress-listings')
        .set('X-Lender-Token', other.token)
        .send(listingBody(lender.id))
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        code: 'LENDER_TOKEN_MISMATCH',
        message: 'This lender token belongs to a different lender account.',
      });
      expect(await ctx().count('dress_listings')).toBe(before);
    });

    it('answers 403 to a rejected lender', async () => {
      const rejected = await createLender('Cara Diaz');
      await setLenderStatus(rejected.id, 'rejected');
      const before = await ctx().count('dress_listings');
      const res = await submit(rejected).expect(403);
      expect(res.body.code).toBe('LENDER_ACCOUNT_REJECTED');
      expect(await ctx().count('dress_listings')).toBe(before);
    });
  });

  describe('refuses bad input with the form message and writes nothing', () => {
    const tooMany = [0, 1, 2, 3, 4, 5].map(PHOTO);
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing name', { name: undefined }, LISTING_MESSAGES.name],
      ['two-letter name', { name: 'Ab' }, LISTING_MESSAGES.name],
      ['name that is two letters once trimmed', { name: '  Ab  ' }, LISTING_MESSAGES.name],
      ['name over 160 characters', { name: 'N'.repeat(161) }, 'Dress name must be at most 160 characters.'],
      ['missing brand', { brand: undefined }, LISTING_MESSAGES.brand],
      ['one-letter brand', { brand: 'J' }, LISTING_MESSAGES.brand],
      ['brand over 80 characters', { brand: 'B'.repeat(81) }, 'Brand name must be at most 80 characters.'],
      ['missing description', { description: undefined }, LISTING_MESSAGES.description],
      ['description under 20 characters', { description: 'A lovely velvet gown'.slice(0, 19) }, LISTING_MESSAGES.description],
      ['description over 5000 characters', { description: 'd'.repeat(5001) }, 'Description must be at most 5000 characters.'],
      ['missing category', { category: undefined }, LISTING_MESSAGES.category],
      ['unknown category', { category: 'ball-gown' }, LISTING_MESSAGES.category],
      ['back-office-only category', { category: 'prom-dress' }, LISTING_MESSAGES.category],
      ['missing condition', { condition: undefined }, LISTING_MESSAGES.condition],
      ['unknown condition', { condition: 'mint' }, LISTING_MESSAGES.condition],
      ['missing occasion', { occasion: undefined }, LISTING_MESSAGES.occasion],
      ['occasion not on the form', { occasion: 'black-tie' }, LISTING_MESSAGES.occasion],
      ['missing sizes', { sizes: undefined }, LISTING_MESSAGES.sizes],
      ['no sizes', { sizes: [] }, LISTING_MESSAGES.sizes],
      ['a size that is not UK 4-22', { sizes: ['10', 'M'] }, 'Sizes must be UK sizes 4 to 22.'],
      ['a size twice', { sizes: ['10', '10'] }, 'Each size may appear once.'],
      ['missing original price', { originalPrice: undefined }, LISTING_MESSAGES.originalPrice],
      ['original price under £150', { originalPrice: 149.99 }, LISTING_MESSAGES.originalPrice],
      ['original price that is not a number', { originalPrice: 'lots' }, LISTING_MESSAGES.originalPrice],
      ['original price over £100,000', { originalPrice: 100001 }, 'Original price must be at most £100,000.'],
      ['missing 2-day price', { rentalPrice2Day: undefined }, LISTING_MESSAGES.rentalPrice2Day],
      ['2-day price under £20', { rentalPrice2Day: 19.99 }, LISTING_MESSAGES.rentalPrice2Day],
      ['2-day price with a fraction of a penny', { rentalPrice2Day: 25.001 }, LISTING_MESSAGES.rentalPrice2Day],
      ['missing 4-day price', { rentalPrice4Day: undefined }, LISTING_MESSAGES.rentalPrice4Day],
      ['4-day price under £30', { rentalPrice4Day: 29 }, LISTING_MESSAGES.rentalPrice4Day],
      ['negative 4-day price', { rentalPrice4Day: -40 }, LISTING_MESSAGES.rentalPrice4Day],
      ['missing care instructions', { careInstructions: undefined }, LISTING_MESSAGES.careInstructions],
      ['care instructions under 10 characters', { careInstructions: 'Dry clean' }, LISTING_MESSAGES.careInstructions],
      [
        'care instructions over 1000 characters',
        { careInstructions: 'c'.repeat(1001) },
        'Care instructions must be at most 1000 characters.',
      ],
      ['missing photos', { imageUrls: undefined }, LISTING_MESSAGES.photos],
      ['no photos', { imageUrls: [] }, LISTING_MESSAGES.photos],
      ['an http photo', { imageUrls: ['http://images.example.com/a.jpg'] }, LISTING_MESSAGES.photos],
      ['a photo path outside the uploads', { imageUrls: ['/objects/uploads/../../etc/passwd'] }, LISTING_MESSAGES.photos],
      ['a javascript: photo', { imageUrls: ['javascript:alert(1)'] }, LISTING_MESSAGES.photos],
      ['six photos', { imageUrls: tooMany }, LISTING_MESSAGES.tooManyPhotos],
      ['missing lender account id', { lenderAccountId: undefined }, 'lenderAccountId must be the id of your lender account.'],
    ];

    it.each(cases)('%s', async (_name, overrides, message) => {
      const before = await ctx().count('dress_listings');
      const res = await submit(lender, overrides).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(await ctx().count('dress_listings')).toBe(before);
    });

    it('refuses unknown fields, such as a status the lender tries to set', async () => {
      const before = await ctx().count('dress_listings');
      const res = await submit(lender, { status: 'live' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'UNKNOWN_FIELD',
        message: "Unknown field 'status' - it is not part of this request.",
      });
      expect(await ctx().count('dress_listings')).toBe(before);
    });
  });

  it('lists listings for the admin, newest first, with the lender name', async () => {
    const latest = await submit(lender, { name: 'Rose Satin Slip' }).expect(201);
    const agent = await ctx().adminAgent();
    const res = await agent.get('/api/dress-listings').expect(200);
    expect(res.body[0]).toMatchObject({ id: latest.body.id, name: 'Rose Satin Slip', lenderName: 'Amelia Hart', status: 'pending' });
    const times = res.body.map((l: { createdAt: string }) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body).toHaveLength(await ctx().count('dress_listings'));
  });

  it('answers 401 on the admin routes without a session', async () => {
    const listing = await submit(lender).expect(201);
    const list = await ctx().http().get('/api/dress-listings').expect(401);
    expect(list.body.code).toBe('UNAUTHORIZED');
    await ctx().http().put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'approved' }).expect(401);
    expect(await rowStatus(listing.body.id)).toBe('pending');
  });

  describe('status', () => {
    let approvedLender: Lender;

    beforeAll(async () => {
      approvedLender = await createLender('Dana Eve');
      await setLenderStatus(approvedLender.id, 'approved');
    });

    it('approves, then makes live, publishing the dress to the catalogue with its own prices', async () => {
      const listing = await submit(approvedLender, { name: 'Emerald Silk Gown' }).expect(201);
      const productsBefore = await ctx().count('products');
      const approved = await setStatus(listing.body.id, 'approved');
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', productId: null });
      expect(await ctx().count('products')).toBe(productsBefore);

      const live = await setStatus(listing.body.id, 'live');
      expect(live.status).toBe(200);
      expect(live.body).toMatchObject({ id: listing.body.id, status: 'live', productId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(await ctx().count('products')).toBe(productsBefore + 1);

      const catalogue = await ctx().http().get('/api/products').expect(200);
      const product = catalogue.body.find((p: { id: string }) => p.id === live.body.productId);
      // The catalogue query finds it by its words, occasion and sizes from the moment it goes live.
      const page = await ctx().http().get('/api/catalogue').query({ q: 'emerald', occasion: 'gala-awards' }).expect(200);
      expect(page.body.items.map((p: { id: string }) => p.id)).toEqual([live.body.productId]);
      expect(product).toMatchObject({
        slug: 'emerald-silk-gown',
        name: 'Emerald Silk Gown',
        brand: 'Jenny Packham',
        description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
        category: 'evening-gown',
        occasions: ['gala-awards'],
        basePrice: '85.00',
        rentalPrice4Day: '130.00',
        retailPrice: '950.00',
        imageUrls: approvedLender.photos.slice(0, 2),
        imageUrl: approvedLender.photos[0],
        availableSizes: ['8', '10', '12'],
      });
      const rows: { listingId: string }[] = await ctx().dataSource.query('SELECT listingId FROM products WHERE id = ?', [product.id]);
      expect(rows[0].listingId).toBe(listing.body.id);
    });

    it('gives a second live dress with the same name its own slug and keeps at most three photos', async () => {
      const photos = approvedLender.photos;
      const listing = await submit(approvedLender, { name: 'Emerald Silk Gown', imageUrls: photos }).expect(201);
      expect((await setStatus(listing.body.id, 'approved')).status).toBe(200);
      const live = await setStatus(listing.body.id, 'live');
      const product = await ctx().http().get(`/api/products/${live.body.productId}`).expect(200);
      expect(product.body.slug).toBe('emerald-silk-gown-2');
      expect(product.body.imageUrls).toEqual(photos.slice(0, 3));
      expect(live.body.imageUrls).toEqual(photos);
    });

    it('refuses illegal transitions with 409 and changes nothing: rejected→approved, pending→live, live→approved', async () => {
      const rejected = await submit(approvedLender).expect(201);
      expect((await setStatus(rejected.body.id, 'rejected')).status).toBe(200);
      const reApprove = await setStatus(rejected.body.id, 'approved');
      expect(reApprove.status).toBe(409);
      expect(reApprove.body).toEqual({
        statusCode: 409,
        code: 'ILLEGAL_TRANSITION',
        message: 'A listing cannot move from rejected to approved.',
      });
      expect(await rowStatus(rejected.body.id)).toBe('rejected');

      const productsBefore = await ctx().count('products');
      const pending = await submit(approvedLender).expect(201);
      const early = await setStatus(pending.body.id, 'live');
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('A listing cannot move from pending to live.');
      expect(await rowStatus(pending.body.id)).toBe('pending');

      const live = await submit(approvedLender, { name: 'Twilight Tulle Dress' }).expect(201);
      await setStatus(live.body.id, 'approved');
      expect((await setStatus(live.body.id, 'live')).status).toBe(200);
      const back = await setStatus(live.body.id, 'approved');
      expect(back.status).toBe(409);
      expect(back.body.message).toBe('A listing cannot move from live to approved.');
      const again = await setStatus(live.body.id, 'live');
      expect(again.status).toBe(409);
      expect(await rowStatus(live.body.id)).toBe('live');
      expect(await ctx().count('products')).toBe(productsBefore + 1);
    });

    it('publishes one product when two admins make the same listing live at once', async () => {
      const listing = await submit(approvedLender, { name: 'Raced Gown' }).expect(201);
      expect((await setStatus(listing.body.id, 'approved')).status).toBe(200);
      const productsBefore = await ctx().count('products');
      const [a, b] = await Promise.all([setStatus(listing.body.id, 'live'), setStatus(listing.body.id, 'live')]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await ctx().count('products')).toBe(productsBefore + 1);
      const rows: { n: number | string }[] = await ctx().dataSource.query('SELECT COUNT(*) AS n FROM products WHERE listingId = ?', [
        listing.body.id,
      ]);
      expect(Number(rows[0].n)).toBe(1);
    });

    it("refuses to make a dress live while its lender's account is not approved, writing nothing", async () => {
      const pendingLender = await createLender('Evan Ford');
      const listing = await submit(pendingLender).expect(201);
      expect((await setStatus(listing.body.id, 'approved')).status).toBe(200);
      const productsBefore = await ctx().count('products');
      const res = await setStatus(listing.body.id, 'live');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'LENDER_NOT_APPROVED',
        message: "The lender's account must be approved before their dress can go live.",
      });
      expect(await rowStatus(listing.body.id)).toBe('approved');
      expect(await ctx().count('products')).toBe(productsBefore);

      await setLenderStatus(pendingLender.id, 'approved');
      expect((await setStatus(listing.body.id, 'live')).status).toBe(200);
    });

    it('answers 400 for a bad status, 404 for an unknown listing and refuses unknown fields', async () => {
      const listing = await submit(approvedLender).expect(201);
      for (const status of ['pending', 'sold', undefined]) {
        const res = await setStatus(listing.body.id, status as string);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Status must be one of approved, rejected, live.',
        });
      }
      const agent = await ctx().adminAgent();
      const extra = await agent
        .put(`/api/dress-listings/${listing.body.id}/status`)
        .send({ status: 'approved', productId: 'x' })
        .expect(400);
      expect(extra.body.code).toBe('UNKNOWN_FIELD');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await setStatus(id, 'approved');
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'LISTING_NOT_FOUND', message: 'Dress listing not found.' });
      }
      expect(await rowStatus(listing.body.id)).toBe('pending');
    });
  });

  it('documents every listing route in the OpenAPI document', async () => {
    const doc = await ctx().http().get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths['/api/dress-listings']).sort()).toEqual(['get', 'post']);
    // Either credential: the X-Lender-Token header or the lender session cookie.
    expect(doc.body.paths['/api/dress-listings'].post.security).toEqual([{ 'dw.lender': [] }, { 'lender-token': [] }]);
    expect(Object.keys(doc.body.paths['/api/dress-listings/{id}/status'])).toEqual(['put']);
  });
});
