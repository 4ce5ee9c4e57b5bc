import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING_MESSAGES, MAX_UPLOAD_BYTES, NOTICES } from '@dw/contracts';
import { captureToasts, FakeXHR, mockFetch, setReducedMotion } from '../../../test/fakes';
import { addPhoto, fileInput, openUploadDialog, photoFile, uploadRoutes } from '../../../test/photos';
import { renderAt } from '../../../test/render';

let toasts: ReturnType<typeof captureToasts>;

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
  FakeXHR.install();
  sessionStorage.clear();
  sessionStorage.setItem('dw.lenderSession', JSON.stringify({ id: 'acc-1', token: 'secret-token' }));
  toasts = captureToasts();
});

afterEach(() => toasts.stop());

describe('listing photos', () => {
  it('asks for a ticket with the lender token, PUTs the file with its type and shows real progress', async () => {
    const calls = mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    expect(screen.getByText(LISTING_MESSAGES.photosWarning)).toBeInTheDocument();

    const dialog = await openUploadDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Up to 5 photos at once · JPEG, PNG, WebP or AVIF · up to 5 MB each');
    await user.upload(fileInput(dialog), photoFile('gown.png'));
    expect(within(dialog).getByText('gown.png')).toBeInTheDocument();
    expect(calls).toHaveLength(0); // nothing leaves the browser before Upload Photo
    await user.click(within(dialog).getByRole('button', { name: 'Upload Photo' }));

    await waitFor(() => expect(FakeXHR.instances).toHaveLength(1));
    expect(calls).toEqual([
      expect.objectContaining({ url: '/api/objects/upload', method: 'POST', headers: { 'X-Lender-Token': 'secret-token' } }),
    ]);
    const xhr = FakeXHR.instances[0];
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/objects/signed/p1?sig=x');
    expect(xhr.headers['Content-Type']).toBe('image/png');
    expect((xhr.body as File).name).toBe('gown.png');

    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    act(() => xhr.progress(45, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading gown.png' })).toHaveAttribute('aria-valuenow', '45');

    act(() => xhr.respond(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.toasts).toEqual([{ ...NOTICES.photoUploaded, variant: 'success' }]);
    expect(screen.getByRole('img', { name: 'Dress photo 1' })).toHaveAttribute('src', '/objects/uploads/p1');
    expect(screen.queryByText(LISTING_MESSAGES.photosWarning)).not.toBeInTheDocument();
    expect(screen.getByText('1 of 5 photos')).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB before any request', async () => {
    const calls = mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    const dialog = await openUploadDialog(user);
    await user.upload(fileInput(dialog), photoFile('huge.jpg', 'image/jpeg', MAX_UPLOAD_BYTES.listing + 1));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('"huge.jpg" is 5.0 MB. Photos can be at most 5 MB each.');
    expect(within(dialog).getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
    expect(calls).toHaveLength(0);
    expect(FakeXHR.instances).toHaveLength(0);
  });

  it('refuses a file that is not JPEG, PNG, WebP or AVIF before any request', async () => {
    const calls = mockFetch(uploadRoutes());
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/list-dress');
    const dialog = await openUploadDialog(user);
    expect(fileInput(dialog)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    await user.upload(fileInput(dialog), photoFile('dress.gif', 'image/gif'));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('"dress.gif" is not a JPEG, PNG, WebP or AVIF image.');
    expect(within(dialog).getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
    expect(calls).toHaveLength(0);
    expect(FakeXHR.instances).toHaveLength(0);
  });

  it('takes several photos at once, with their real sizes, and uploads them one after the other', async () => {
    mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    const dialog = await openUploadDialog(user);
    await user.upload(fileInput(dialog), [
      photoFile('front.png', 'image/png', 240 * 1024),
      photoFile('back.png', 'image/png', 2.5 * 1024 * 1024),
      photoFile('label.png', 'image/png', 300),
    ]);
    const chosen = within(within(dialog).getByRole('list', { name: 'Chosen photos' }));
    expect(chosen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['front.png 240 KB', 'back.png 2.5 MB', 'label.png 1 KB']);

    await user.click(within(dialog).getByRole('button', { name: 'Upload 3 Photos' }));
    for (let n = 0; n < 3; n++) {
      await waitFor(() => expect(FakeXHR.instances).toHaveLength(n + 1));
      act(() => FakeXHR.instances[n].respond(200));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('3 of 5 photos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dress photo 3' })).toHaveAttribute('src', '/objects/uploads/p3');
  });

  it('keeps no more dropped photos than the listing has room for, and says so', async () => {
    mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    const dialog = await openUploadDialog(user);
    const zone = within(dialog).getByText('Drag photos here').closest('div')!;
    fireEvent.drop(zone, { dataTransfer: { files: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => photoFile(`${n}.png`)) } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your listing has room for 5 more photos: the first 5 are kept.');
    expect(within(dialog).getByRole('button', { name: 'Upload 5 Photos' })).toBeEnabled();
  });

  it('hides the upload control at 5 photos and brings it back when one is removed', async () => {
    mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    for (let i = 1; i <= 5; i++) await addPhoto(user, `gown-${i}.png`);

    expect(screen.getAllByRole('img', { name: /Dress photo/ })).toHaveLength(5);
    expect(screen.getByText('5 of 5 photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add (more )?photos/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /Dress photo/ }).map((img) => img.getAttribute('src'))).toEqual([
      '/objects/uploads/p1',
      '/objects/uploads/p3',
      '/objects/uploads/p4',
      '/objects/uploads/p5',
    ]);
    expect(screen.getByRole('button', { name: 'Add more photos' })).toBeInTheDocument();
  });

  it('removing the only photo brings the warning back', async () => {
    mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    await addPhoto(user);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText(LISTING_MESSAGES.photosWarning)).toBeInTheDocument();
  });

  it('reports a failed upload with the file name and adds no photo', async () => {
    mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    const dialog = await openUploadDialog(user);
    await user.upload(fileInput(dialog), photoFile('gown.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() => expect(FakeXHR.instances).toHaveLength(1));
    act(() => FakeXHR.instances[0].respond(500));

    await waitFor(() =>
      expect(toasts.toasts).toEqual([{ title: 'Upload Failed', description: 'Failed to upload gown.png', variant: 'destructive' }]),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to upload gown.png');
    // The file stays chosen so the lender can retry.
    expect(within(dialog).getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
    expect(screen.queryByRole('img', { name: /Dress photo/ })).not.toBeInTheDocument();
  });

  it('says what is wrong with a file the server refuses as not a photo, rather than blaming the server', async () => {
    mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    const dialog = await openUploadDialog(user);
    await user.upload(fileInput(dialog), photoFile('fake.jpg', 'image/jpeg'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() => expect(FakeXHR.instances).toHaveLength(1));
    const refusal = { statusCode: 415, code: 'NOT_AN_IMAGE', message: 'Only JPEG, PNG, WebP and AVIF images can be uploaded.' };
    act(() => FakeXHR.instances[0].respond(415, JSON.stringify(refusal)));

    const said = 'fake.jpg is not a photo we can use. Please choose a JPEG, PNG, WebP or AVIF image.';
    await waitFor(() => expect(toasts.toasts).toEqual([{ title: 'Upload Failed', description: said, variant: 'destructive' }]));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(said);
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('try again');
  });

  it('reports a refused upload ticket the same way', async () => {
    mockFetch({ 'POST /api/objects/upload': () => ({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' } }) });
    const user = userEvent.setup();
    renderAt('/list-dress');
    const dialog = await openUploadDialog(user);
    await user.upload(fileInput(dialog), photoFile('gown.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() =>
      expect(toasts.toasts).toEqual([{ title: 'Upload Failed', description: 'Failed to upload gown.png', variant: 'destructive' }]),
    );
    expect(FakeXHR.instances).toHaveLength(0);
  });

  it('closes on Escape and gives focus back to the add button', async () => {
    mockFetch(uploadRoutes());
    const user = userEvent.setup();
    renderAt('/list-dress');
    await openUploadDialog(user);
    expect(fileInput(screen.getByRole('dialog'))).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add photos' })).toHaveFocus());
  });
});
