import { AppProviders } from '@fanhub/shared-ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { RegisterModal } from './register-modal';

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = jest.fn(() => {
    created.push(`blob:preview-${created.length + 1}`);
    return created.at(-1)!;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

it('makes one preview URL per chosen photo, however often the form renders, and releases each', () => {
  const { unmount } = render(
    <AppProviders>
      <RegisterModal open />
    </AppProviders>,
  );
  const choose = (name: string) =>
    fireEvent.change(screen.getByLabelText('Foto profil / Profile photo'), {
      target: { files: [new File(['x'], name, { type: 'image/png' })] },
    });
  choose('first.png');
  for (const name of ['K', 'Ki', 'Kim'])
    fireEvent.change(screen.getByLabelText('Nama lengkap / Full name'), { target: { value: name } });
  expect(created).toEqual(['blob:preview-1']);

  choose('second.png');
  expect(created).toEqual(['blob:preview-1', 'blob:preview-2']);
  expect(revoked).toEqual(['blob:preview-1']);

  unmount();
  expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
});
