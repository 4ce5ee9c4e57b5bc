import { screen, waitFor, within } from '@testing-library/react';
import { BOOKING_RULES_MESSAGES, MB } from '@dw/contracts';
import { apiError, fakeApi } from '../../test/fakeApi';
import { product } from '../../test/fixtures';
import { fill, findToast, renderWithStore, toastText } from '../../test/render';
import { ProductDrawer } from './ProductDrawer';

const TICKET = { uploadURL: '/api/objects/upload/put/abc?sig=1', objectPath: '/objects/uploads/abc' };
const UPLOAD_ROUTES = {
  'POST /api/objects/upload': { body: TICKET },
  'PUT /api/objects/upload/put/abc?sig=1': { status: 200 },
};

function png(name = 'gown.png', size?: number) {
  const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const images = () => screen.queryAllByRole('img', { name: /^Product image/ });

function renderNew(options?: Parameters<typeof renderWithStore>[1]) {
  return renderWithStore(<ProductDrawer product={null} onClosed={jest.fn()} />, options);
}

describe('product form validation', () => {
  it('an empty form shows the shared required-fields message and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderNew();
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));

    const toast = await findToast('Missing Information');
    expect(toastText(toast)).toBe('Please fill in all fields and upload at least one image.');
    expect(api.calls).toEqual([]);
    expect(await screen.findByText('Add at least one image')).toBeInTheDocument();
  });

  it('a form complete except for an image is still refused', async () => {
    const api = fakeApi({});
    const { user } = renderNew();
    await fill(user, await screen.findByLabelText('Name'), 'Ruby Velvet Gown');
    await fill(user, screen.getByLabelText('Description'), 'Floor-length velvet.');
    await user.type(screen.getByLabelText('Base price (2-day rental)'), '59.99');
    await user.click(screen.getByRole('checkbox', { name: '10' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await findToast('Missing Information');
    expect(api.calls).toEqual([]);
  });
});

describe('product images', () => {
  it('uploads a file: asks for a signed URL, PUTs the bytes with their type, keeps the object path', async () => {
    const api = fakeApi(UPLOAD_ROUTES);
    const { user } = renderNew();
    await screen.findByRole('button', { name: 'Upload image' });
    await user.upload(fileInput(), png());

    expect(toastText(await findToast('Image Uploaded'))).toBe('gown.png has been added.');
    expect(images().map((img) => img.getAttribute('src'))).toEqual(['/objects/uploads/abc']);
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/objects/upload', 'PUT /api/objects/upload/put/abc?sig=1']);
    const put = (globalThis.fetch as jest.Mock).mock.calls[1][1] as RequestInit;
    expect(put.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(put.body).toBeInstanceOf(File);
  });

  it('refuses a file of the wrong type or over 10 MB before uploading anything', async () => {
    const api = fakeApi(UPLOAD_ROUTES);
    const { user } = renderNew({ applyAccept: false });
    await screen.findByRole('button', { name: 'Upload image' });

    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(toastText(await findToast('Upload Failed'))).toBe('notes.txt is not a JPEG, PNG, WebP or AVIF image.');

    await user.upload(fileInput(), png('huge.png', 10 * MB + 1));
    await waitFor(async () => expect(toastText(await findToast('Upload Failed'))).toBe('huge.png is larger than 10 MB.'));

    expect(api.calls).toEqual([]);
    expect(images()).toEqual([]);
  });

  it('says so when the upload itself fails', async () => {
    fakeApi({ 'POST /api/objects/upload': { body: TICKET }, 'PUT /api/objects/upload/put/abc?sig=1': { status: 413 } });
    const { user } = renderNew();
    await screen.findByRole('button', { name: 'Upload image' });
    await user.upload(fileInput(), png());
    expect(toastText(await findToast('Upload Failed'))).toBe('Failed to upload gown.png');
    expect(images()).toEqual([]);
  });

  it('says what is wrong with a file the server refuses as not a photo', async () => {
    const refusal = { statusCode: 415, code: 'NOT_AN_IMAGE', message: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.' };
    fakeApi({ 'POST /api/objects/upload': { body: TICKET }, 'PUT /api/objects/upload/put/abc?sig=1': { status: 415, body: refusal } });
    const { user } = renderNew();
    await screen.findByRole('button', { name: 'Upload image' });
    await user.upload(fileInput(), png('fake.png'));
    expect(toastText(await findToast('Upload Failed'))).toBe(
      'fake.png is not a photo we can use. Please choose a JPEG, PNG, WebP or AVIF image.',
    );
    expect(images()).toEqual([]);
  });

  it('adds images by https address only, trimmed, and stops at three', async () => {
    fakeApi({});
    const { user } = renderNew();
    const address = await screen.findByLabelText('Image address');

    await fill(user, address, 'http://cdn.example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Image addresses must start with https://');
    expect(images()).toEqual([]);

    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the image address first.');

    for (const name of ['a', 'b', 'c']) {
      await user.clear(screen.getByLabelText('Image address'));
      await fill(user, screen.getByLabelText('Image address'), `  https://cdn.example.com/${name}.jpg `);
      await user.click(screen.getByRole('button', { name: 'Add URL' }));
    }
    expect(images().map((i) => i.getAttribute('src'))).toEqual([
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/b.jpg',
      'https://cdn.example.com/c.jpg',
    ]);
    // At three, neither the upload button nor the address field is offered.
    expect(screen.queryByRole('button', { name: 'Upload image' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Image address')).not.toBeInTheDocument();
    expect(screen.getByText('Maximum of 3 images reached. Remove one to add another.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(images().map((i) => i.getAttribute('src'))).toEqual(['https://cdn.example.com/a.jpg', 'https://cdn.example.com/c.jpg']);
    expect(screen.getByLabelText('Image address')).toBeInTheDocument();
  });
});

describe('saving', () => {
  async function fillRequired(user: ReturnType<typeof renderNew>['user']) {
    await fill(user, await screen.findByLabelText('Name'), 'Ruby Velvet Gown');
    await fill(user, screen.getByLabelText(/^Brand/), 'Maison Rue');
    await fill(user, screen.getByLabelText('Description'), 'Floor-length velvet with a low back.');
    await fill(user, screen.getByLabelText('Image address'), 'https://cdn.example.com/ruby.jpg');
    await user.click(screen.getByRole('button', { name: 'Add URL' }));
    await user.type(screen.getByLabelText('Base price (2-day rental)'), '59.5');
    await user.type(screen.getByLabelText(/Retail price/), '480');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Evening Gown'));
    await user.click(screen.getByRole('checkbox', { name: '10' }));
    await user.click(screen.getByRole('checkbox', { name: '12' }));
  }

  it('creates a product with £ prices sent as two-decimal strings', async () => {
    const api = fakeApi({ 'POST /api/products': { status: 201, body: product({ name: 'Ruby Velvet Gown' }) } });
    const { user } = renderNew();
    await fillRequired(user);
    expect(screen.getByText('4-day rental: £101.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(toastText(await findToast('Product Created'))).toBe('Ruby Velvet Gown is now in the catalogue.');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/products',
        body: {
          name: 'Ruby Velvet Gown',
          brand: 'Maison Rue',
          description: 'Floor-length velvet with a low back.',
          category: 'evening-gown',
          occasions: [],
          basePrice: '59.50',
          retailPrice: '480.00',
          imageUrls: ['https://cdn.example.com/ruby.jpg'],
          availableSizes: ['10', '12'],
          stock: { '10': 1, '12': 1 },
          minNoticeDays: null,
          availableFrom: null,
          availableUntil: null,
          requiresApproval: false,
        },
      },
    ]);
  });

  it('asks for units per ticked size, one by default, and sends them as stock', async () => {
    const api = fakeApi({ 'POST /api/products': { status: 201, body: product({ name: 'Ruby Velvet Gown' }) } });
    const { user } = renderNew();
    expect(screen.queryByRole('group', { name: 'Stock (units per size)' })).not.toBeInTheDocument();
    await fillRequired(user);

    const stock = within(screen.getByRole('group', { name: 'Stock (units per size)' }));
    expect(stock.getAllByRole('spinbutton')).toHaveLength(2);
    expect(stock.getByLabelText('UK 10')).toHaveValue('1');
    expect(stock.getByLabelText('UK 12')).toHaveValue('1');
    await user.clear(stock.getByLabelText('UK 12'));
    await user.type(stock.getByLabelText('UK 12'), '4');
    // A size ticked later starts at one unit too.
    await user.click(screen.getByRole('checkbox', { name: '8' }));
    expect(stock.getByLabelText('UK 8')).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await findToast('Product Created');
    expect(api.writes()[0].body).toMatchObject({ availableSizes: ['8', '10', '12'], stock: { '8': 1, '10': 1, '12': 4 } });
  });

  it('refuses a cleared units field with the stock message and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderNew();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('UK 10'));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(toastText(await findToast('Check Stock'))).toBe('Stock must be a whole number of units for each size.');
    expect(api.calls).toEqual([]);
  });

  it('reports a failed create with the server reason', async () => {
    fakeApi({ 'POST /api/products': apiError(400, 'A product with this name already exists.') });
    const { user } = renderNew();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(toastText(await findToast('Error'))).toBe('Failed to create product. A product with this name already exists.');
  });

  it('edits a product: the form starts filled in, stock included, and saving PUTs the changes', async () => {
    const existing = product({ name: 'Midnight Silk Gown', basePrice: '65.00', availableSizes: ['8', '10'], stock: { '8': 3, '10': 1 } });
    const api = fakeApi({ [`PUT /api/products/${existing.id}`]: { body: existing } });
    const { user } = renderWithStore(<ProductDrawer product={existing} onClosed={jest.fn()} />);

    const price = await screen.findByLabelText('Base price (2-day rental)');
    expect(screen.getByLabelText('Name')).toHaveValue('Midnight Silk Gown');
    expect(price).toHaveValue('65.00');
    expect(screen.getByLabelText('UK 8')).toHaveValue('3');
    expect(screen.getByLabelText('UK 10')).toHaveValue('1');
    await user.clear(price);
    await user.type(price, '70');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(toastText(await findToast('Product Updated'))).toBe('Midnight Silk Gown has been saved.');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: `/api/products/${existing.id}`,
        body: expect.objectContaining({
          name: 'Midnight Silk Gown',
          basePrice: '70.00',
          retailPrice: '850.00',
          imageUrls: ['/objects/uploads/a1'],
          stock: { '8': 3, '10': 1 },
        }),
      },
    ]);
  });

  it('edits the booking rules: starts filled in, checks them with the shared rule, and PUTs them', async () => {
    const existing = product({ bookingRules: { minNoticeDays: 7, availableFrom: '2027-03-01', availableUntil: null } });
    const api = fakeApi({ [`PUT /api/products/${existing.id}`]: { body: existing } });
    const { user } = renderWithStore(<ProductDrawer product={existing} onClosed={jest.fn()} />);

    const notice = await screen.findByLabelText(/^Notice \(days\)/);
    expect(notice).toHaveValue('7');
    expect(screen.getByLabelText(/^First start date/)).toHaveValue('2027-03-01');
    expect(screen.getByLabelText(/^Last start date/)).toHaveValue('');
    await fill(user, screen.getByLabelText(/^Last start date/), '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(toastText(await findToast('Check Booking Rules'))).toBe(BOOKING_RULES_MESSAGES.order);
    expect(await screen.findByText(BOOKING_RULES_MESSAGES.order, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.clear(screen.getByLabelText(/^Last start date/));
    await fill(user, screen.getByLabelText(/^Last start date/), '2027-04-30');
    await user.clear(notice);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('Product Updated');
    expect(api.writes()[0].body).toMatchObject({ minNoticeDays: null, availableFrom: '2027-03-01', availableUntil: '2027-04-30' });
  });

  it('reports a failed update', async () => {
    const existing = product();
    fakeApi({ [`PUT /api/products/${existing.id}`]: { status: 500 } });
    const { user } = renderWithStore(<ProductDrawer product={existing} onClosed={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(toastText(await findToast('Error'))).toBe('Failed to update product.');
  });
});
