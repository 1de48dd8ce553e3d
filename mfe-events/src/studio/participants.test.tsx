import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordDownloads, renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { eventShowing } from './testing';
import { Participants, participantResource } from './participants';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const event = eventShowing(<Participants />);

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

test("finance cancels and refunds a participant's sign-up with a reason; a viewer is offered no such button", async () => {
  api
    .answer('GET /studio/events/e2', {
      status: true,
      data: { _id: 'e2', title: 'Konser', participantsCount: 1 },
    })
    .answer('GET /studio/events/e2/participants', {
      status: true,
      data: [
        {
          _id: 's2',
          fullName: 'Putri',
          email: 'putri@fan.test',
          phone: '0813',
          type: 'paid',
          coins: 150,
          signedUpAt: '2026-11-26T05:00:00.000Z',
          ticketId: 't2',
        },
      ],
      meta: { page: 1, limit: 50, total: 1, totalPages: 1 },
    })
    .answer('POST /studio/events/e2/sign-ups/s2/refund', { status: true, message: 'ok' });
  const { unmount } = renderStudio([event, participantResource], { role: 'viewer', path: '/events/e2/show' });
  await screen.findByText('putri@fan.test');
  expect(screen.queryByRole('button', { name: 'Batalkan & kembalikan / Cancel & refund' })).toBeNull();
  unmount();

  renderStudio([event, participantResource], { role: 'finance', path: '/events/e2/show' });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Batalkan & kembalikan / Cancel & refund' }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('150 Koin kembali ke fan');
  const send = within(dialog).getByRole('button', { name: 'Batalkan & kembalikan / Cancel & refund' });
  expect(send).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText('Alasan / Reason'), 'Sakit / Ill');
  await userEvent.click(send);
  await waitFor(() => expect(api.callsTo('POST /studio/events/e2/sign-ups/s2/refund')).toHaveLength(1));
  expect(api.callsTo('POST /studio/events/e2/sign-ups/s2/refund')[0]!.body).toEqual({
    reason: 'Sakit / Ill',
  });
});
