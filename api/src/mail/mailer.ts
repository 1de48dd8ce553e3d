import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it over SMTP (a ticket's QR code); the development outbox keeps the text alone. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Ends its kept connections (the app's close). */
  close?(): void;
}

/**
 * Real mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com), on a few kept connections
 * (nodemailer's pool): a connection and its TLS handshake per mail cost more than the mail at an on-sale.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // A mail server that stops answering fails the send well within its job's lease (jobs/job-queue.ts), so the
  // job is tried again by this replica rather than handed to another while this one still waits.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (mail) => void (await transport.sendMail({ from, ...mail })),
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP: mail is written to the log and kept in the database, where the development-only
 * `GET /v1/dev/outbox` shows it from any replica (the e2e suite reads reset codes there). Production refuses to
 * start without SMTP.
 */
export class DevelopmentOutbox implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: Mail): Promise<void> {
    this.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (development outbox)');
    await this.db.query('INSERT INTO development_outbox (to_address, subject, body) VALUES ($1, $2, $3)', [
      mail.to,
      mail.subject,
      mail.text,
    ]);
  }

  /** The newest 200 to that address, newest first. */
  async to(address: string): Promise<(Mail & { sentAt: string })[]> {
    const { rows } = await this.db.query<Mail & { sentAt: string }>(
      `SELECT to_address AS "to", subject, body AS "text", sent_at AS "sentAt" FROM development_outbox
        WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 200`,
      [address],
    );
    return rows;
  }
}
