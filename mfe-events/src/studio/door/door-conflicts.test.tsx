import { screen, within } from '@testing-library/react';
import { renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { eventShowing } from '../testing';
import { DoorConflicts, doorConflictResource } from './door-conflicts';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const event = eventShowing(<DoorConflicts />);

test("an event's door conflicts: whom a door let in offline, which door, and the server's word, in both languages", async () => {
  api
    .answer('GET /studio/events/e1', { status: true, data: { _id: 'e1', title: 'Fan meeting' } })
    .answer('GET /studio/events/e1/door/conflicts', {
      status: true,
      data: [
        {
          nonce: '0b8d4c6e-0000-4000-8000-000000000001',
          ticketId: 't1',
          fanName: 'Minji Kim',
          door: 'Gerbang Selatan',
          result: 'already_redeemed',
          scannedAt: '2026-11-26T05:00:00.000Z',
          receivedAt: '2026-11-26T05:20:00.000Z',
        },
      ],
    });
  renderStudio([event, doorConflictResource], { role: 'viewer', path: '/events/e1/show' });
  const conflicts = await screen.findByTestId('door-conflicts');
  const row = (await within(conflicts).findByText('Minji Kim')).closest('tr')!;
  expect(within(row).getByText('Gerbang Selatan')).toBeInTheDocument();
  expect(within(row).getByText('Sudah di dalam / Already in')).toBeInTheDocument();
  expect(within(row).getByText('26 Nov 2026, 12.20 WIB')).toBeInTheDocument();
});

test('an event without conflicts says so', async () => {
  api
    .answer('GET /studio/events/e2', { status: true, data: { _id: 'e2', title: 'Konser' } })
    .answer('GET /studio/events/e2/door/conflicts', { status: true, data: [] });
  renderStudio([event, doorConflictResource], { role: 'viewer', path: '/events/e2/show' });
  expect(await screen.findByText('Tidak ada konflik / No conflicts')).toBeInTheDocument();
});
