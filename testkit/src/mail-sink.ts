import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { dataOf, type CallApi } from './calls';

export interface ReceivedMail {
  to: string[];
  /** The message as it came over SMTP: headers and body. */
  raw: string;
}

/** Where the kit reads the mail the API sent an address: newest first, subject and text. */
export type Inbox = (address: string) => Promise<{ subject: string; text: string }[]>;

/** The development outbox (`GET /v1/dev/outbox`) of an API without SMTP, as an inbox. */
export const developmentOutbox =
  (call: CallApi): Inbox =>
  (address) =>
    dataOf<{ subject: string; text: string }[]>(call, {
      path: `/v1/dev/outbox?to=${encodeURIComponent(address)}`,
    });

/**
 * An SMTP server on loopback standing in for the real one (an API run as production runs sends real mail): it
 * keeps every message it is handed, and reads as an inbox. `port`: the one an earlier sink had (a mail server back).
 */
export async function startMailSink({ port: wantedPort = 0 }: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Closed, it drops its senders' kept connections within a second, as a mail server going down does.
    closeTimeout: 1000,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        done();
      });
    },
  });
  // A sender that dies mid-message (an API replica killed by the fault suite) resets its connection: the sink
  // keeps serving the others. Anything else is still thrown.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const inbox: Inbox = async (address) =>
    received
      .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()))
      .reverse()
      .map((mail) => ({
        subject: /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '',
        text: mail.raw,
      }));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** The newest code of a mail to `address` whose subject starts with `subjectStart` (waits a little for it). */
export async function mailedCode(inbox: Inbox, address: string, subjectStart: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await inbox(address)).find((item) => item.subject.startsWith(subjectStart));
    const code = mail && /(\d{6})/.exec(mail.subject)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subjectStart}…" reached ${address}`);
}
