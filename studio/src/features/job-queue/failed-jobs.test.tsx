import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { failedJobResource } from './failed-jobs';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const failed = (id: string, queue: string, subject: string) => ({
  _id: id,
  queue,
  subject,
  attempts: 15,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-12-06T03:00:00.000Z',
  failedAt: '2026-12-07T03:00:00.000Z',
});

test('an admin sees what failed and retries a ticket mail: the API is asked, and the list reloads without it', async () => {
  let jobs = [failed('j1', 'ticketMail', 'ticket t-1'), failed('j2', 'resetCodeMail', 'member m-2')];
  api
    .answer('GET /studio/jobs/failed', () => ({ status: true, data: jobs }))
    .answer('POST /studio/jobs/failed/j1/retry', () => {
      jobs = jobs.filter((job) => job._id !== 'j1');
      return { status: true, data: failed('j1', 'ticketMail', 'ticket t-1') };
    });
  renderStudio([failedJobResource], { role: 'admin', path: '/failed-jobs' });

  const ticketMail = (await screen.findByText('ticket t-1')).closest('tr')!;
  expect(within(ticketMail).getByText('Email tiket / Ticket mail')).toBeInTheDocument();
  expect(within(ticketMail).getByText('15')).toBeInTheDocument();
  expect(within(ticketMail).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
  expect(within(ticketMail).getByText('7 Des 2026, 10.00 WIB')).toBeInTheDocument();
  await userEvent.click(await within(ticketMail).findByRole('button', { name: 'Coba lagi / Retry' }));

  await waitFor(() => expect(screen.queryByText('ticket t-1')).not.toBeInTheDocument());
  expect(screen.getByText('member m-2')).toBeInTheDocument();
  expect(api.callsTo('POST /studio/jobs/failed/j1/retry')).toHaveLength(1);
  expect(await screen.findByText('Job dijalankan lagi / Job queued again')).toBeInTheDocument();
});

test('an editor reads the failed jobs and is offered no retry', async () => {
  api.answer('GET /studio/jobs/failed', {
    status: true,
    data: [failed('j3', 'passwordChangedMail', 'member m-3')],
  });
  renderStudio([failedJobResource], { role: 'editor', path: '/failed-jobs' });
  await screen.findByText('member m-3');
  expect(screen.queryByRole('button', { name: 'Coba lagi / Retry' })).not.toBeInTheDocument();
});

test('with nothing failed, staff are told so', async () => {
  api.answer('GET /studio/jobs/failed', { status: true, data: [] });
  renderStudio([failedJobResource], { role: 'admin', path: '/failed-jobs' });
  expect(await screen.findByText('Tidak ada job gagal / No job has failed')).toBeInTheDocument();
});
