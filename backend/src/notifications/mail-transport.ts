import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config/app-config';

/** One message as handed to nodemailer. */
export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  createdAt: Date;
}

export interface MailTransport {
  /** Resolves once the server (or the outbox folder) has the message; rejects with nodemailer's error. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Where a message without SMTP_URL is written, one .eml file each. */
export const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

/** The domain of MAIL_FROM, for Message-IDs. */
function fromDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

function mailOptions(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    // Stable per outbox row, so a receiving server can recognise a repeat after a crash.
    messageId: `<${mail.id}@${fromDomain(mail.from)}>`,
    date: mail.createdAt,
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise the same message, built by nodemailer's stream transport,
 * written to DATA_DIR/outbox/ so a newcomer can open exactly what would have been sent.
 */
export function createMailTransport(config: MailConfig, dataDir: string): MailTransport {
  if (config.smtpUrl) {
    const options: SMTPTransport.Options = {
      url: config.smtpUrl,
      // A stuck server must not hold a claimed message for long: the lease would lapse first.
      connectionTimeout: config.smtpTimeoutMs,
      greetingTimeout: config.smtpTimeoutMs,
      socketTimeout: 2 * config.smtpTimeoutMs,
    };
    const smtp: Transporter = nodemailer.createTransport(options);
    return {
      send: async (mail) => {
        await smtp.sendMail(mailOptions(mail));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(dataDir);
  return {
    send: async (mail) => {
      const info = await stream.sendMail(mailOptions(mail));
      mkdirSync(dir, { recursive: true });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      writeFileSync(join(dir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
