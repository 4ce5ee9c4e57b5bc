import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { FakeXHR, type FakeReply } from './fakes';

type User = ReturnType<typeof userEvent.setup>;

/** Fake upload tickets: the n-th photo goes to /objects/uploads/p{n}. */
export function uploadRoutes() {
  let uploads = 0;
  return {
    'POST /api/objects/upload': (): FakeReply => {
      uploads += 1;
      return {
        status: 201,
        body: { uploadURL: `/api/objects/signed/p${uploads}?sig=x`, objectPath: `/objects/uploads/p${uploads}` },
      };
    },
  };
}

export function photoFile(name = 'gown.png', type = 'image/png', size?: number): File {
  const file = new File(['png-bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export async function openUploadDialog(user: User) {
  await user.click(screen.getByRole('button', { name: /Add (more )?photos/ }));
  return screen.getByRole('dialog', { name: 'Add photos' });
}

export const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/Drag (a photo|photos) here|choose another/);

/** Uploads one photo through the dialog and lets the fake storage accept the PUT. */
export async function addPhoto(user: User, name = 'gown.png') {
  const dialog = await openUploadDialog(user);
  await user.upload(fileInput(dialog), photoFile(name));
  const before = FakeXHR.instances.length;
  await user.click(within(dialog).getByRole('button', { name: 'Upload Photo' }));
  await waitFor(() => expect(FakeXHR.instances.length).toBe(before + 1));
  act(() => FakeXHR.instances[before].respond(200));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
