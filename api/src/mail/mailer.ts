import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return { send: async (mail) => void (await transport.sendMail({ from, ...mail })) };
}

/**
 * Development without SMTP: mail is written to the log and kept in a small outbox that the development-only
 * `GET /v1/dev/outbox` shows (the e2e suite reads reset codes there). Production refuses to start without SMTP.
 */
export class DevelopmentOutbox implements Mailer {
  private readonly mails: (Mail & { sentAt: string })[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(mail: Mail): Promise<void> {
    this.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (development outbox)');
    this.mails.unshift({ ...mail, sentAt: new Date().toISOString() });
    this.mails.length = Math.min(this.mails.length, 200);
  }

  /** Newest first. */
  to(address: string): (Mail & { sentAt: string })[] {
    return this.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }
}
