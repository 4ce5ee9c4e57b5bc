import { fillUploadOwners } from '../src/database/migrations/upload-owners-fill';
import { lenderPhotos } from './support/fixtures';
import { lenderAccountBody, listingBody } from './support/fuzz/world';
import { describeEachDatabase } from './support/test-app';

const idOf = (path: string) => path.split('/').pop() as string;

/**
 * The UploadOwners migration's fill (the same function the migration runs): listings made before
 * uploads had owners keep their photos, each recorded as its listing's lender's.
 */
describeEachDatabase('the upload owners filled from existing listings', (ctx) => {
  it("records each listed photo as its lender's, skips https URLs, and her edit keeping those photos is taken", async () => {
    const http = () => ctx().http();
    const lender = async (email: string) => (await http().post('/api/lender-accounts').send(lenderAccountBody({ email })).expect(201)).body;
    const amelia = await lender('amelia.fill@example.co.uk');
    const bea = await lender('bea.fill@example.co.uk');
    const [a1, a2] = await lenderPhotos(ctx(), amelia.token, 2);
    const [b1] = await lenderPhotos(ctx(), bea.token, 1);
    const submit = async (who: { id: string; token: string }, photos: string[]) =>
      (
        await http()
          .post('/api/dress-listings')
          .set('X-Lender-Token', who.token)
          .send(listingBody(who.id, idOf(photos[0]), { imageUrls: photos }))
          .expect(201)
      ).body.id as string;
    const ameliasListing = await submit(amelia, [a1, a2]);
    await submit(bea, [b1]);
    // As the data stood before the migration: no owners, and an old listing naming an https photo too.
    const q = (name: string) => (ctx().kind === 'sqlite' ? `"${name}"` : `\`${name}\``);
    await ctx().dataSource.query(`UPDATE ${q('dress_listings')} SET ${q('imageUrls')} = ? WHERE ${q('id')} = ?`, [
      JSON.stringify([a1, a2, 'https://images.example.com/old.jpg']),
      ameliasListing,
    ]);
    const ids = [a1, a2, b1].map(idOf);
    await ctx().dataSource.query(`DELETE FROM upload_owners WHERE id IN (?, ?, ?)`, ids);

    await fillUploadOwners(ctx().dataSource, q);

    const rows: { id: string; purpose: string; lenderAccountId: string }[] = await ctx().dataSource.query(
      `SELECT id, purpose, lenderAccountId FROM upload_owners WHERE id IN (?, ?, ?) ORDER BY id`,
      ids,
    );
    const owners = Object.fromEntries(rows.map((r) => [r.id, [r.purpose, r.lenderAccountId]]));
    expect(owners).toEqual({
      [idOf(a1)]: ['listing', amelia.id],
      [idOf(a2)]: ['listing', amelia.id],
      [idOf(b1)]: ['listing', bea.id],
    });
    const { lenderAccountId: _account, ...edit } = listingBody(amelia.id, idOf(a1), {
      imageUrls: [a2, a1],
      name: 'Midnight Velvet Gown II',
    });
    await http().put(`/api/lender/listings/${ameliasListing}`).set('X-Lender-Token', amelia.token).send(edit).expect(200);
    // Bea's photo is still not Amelia's to use.
    const res = await http()
      .put(`/api/lender/listings/${ameliasListing}`)
      .set('X-Lender-Token', amelia.token)
      .send({ ...edit, imageUrls: [b1] })
      .expect(400);
    expect(res.body.code).toBe('IMAGE_NOT_OWN_UPLOAD');
  });
});
