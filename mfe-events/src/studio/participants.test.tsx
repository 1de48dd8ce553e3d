import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordDownloads, renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { Show } from 'react-admin';
import { Participants, participantResource } from './participants';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const event = {
  name: 'events',
  show: () => (
    <Show>
      <Participants />
    </Show>
  ),
  api: { one: '/studio/events/:eventId' as const },
  writers: [],
};

test("an event's participants, paged by the API, and their CSV for the partner", async () => {
  api
    .answer('GET /studio/events/e1', {
      status: true,
      data: { _id: 'e1', title: 'Fan meeting', participantsCount: 1 },
    })
    .answer('GET /studio/events/e1/participants', {
      status: true,
      data: [
        {
          _id: 's1',
          fullName: 'Sekar',
          email: 'sekar@fan.test',
          phone: '0812',
          type: 'free',
          coins: 0,
          signedUpAt: '2026-11-26T05:00:00.000Z',
          ticketId: null,
        },
      ],
      meta: { page: 1, limit: 50, total: 1, totalPages: 1 },
    })
    .answer('GET /studio/events/e1/participants.csv', {
      status: 200,
      body: 'name,email,phone,sign-up type,coins,signed up at\n',
      contentType: 'text/csv',
    });
  const saved = recordDownloads();
  renderStudio([event, participantResource], { role: 'viewer', path: '/events/e1/show' });

  const participants = await screen.findByTestId('event-participants');
  expect(within(participants).getByText('Peserta / Participants (1)')).toBeInTheDocument();
  const row = (await within(participants).findByText('sekar@fan.test')).closest('tr')!;
  expect(within(row).getByText('free')).toBeInTheDocument();
  expect(within(row).getByText('26 Nov 2026, 12.00 WIB')).toBeInTheDocument();
  expect(api.callsTo('GET /studio/events/e1/participants')[0]!.query).toMatchObject({
    page: '1',
    limit: '50',
  });

  await userEvent.click(within(participants).getByRole('button', { name: 'Unduh CSV / Download CSV' }));
  await waitFor(() => expect(saved).toEqual(['participants-e1.csv']));
});
