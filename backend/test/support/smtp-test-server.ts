import { type AddressInfo, createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { waitUntil } from '../../../config/jest/wait-until';

/** One message the test server accepted: the envelope, the raw bytes and the parsed message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages accepted for `address`. */
  to(address: string): ReceivedMail[];
  /** Resolves once `count` messages in all have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpTestOptions {
  /** Listen here (e.g. a port an app was already given while nothing listened). */
  port?: number;
  /** Recipients refused with "550 5.1.1" at RCPT TO. */
  reject?: RegExp;
  /** Recipients put off with "451 4.3.0" (try again later) at RCPT TO. */
  defer?: RegExp;
  /** Called for each DATA; resolve to accept, or never resolve to hold the sender mid-message. */
  beforeAccept?: (to: string[]) => Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1, plain text, no log-in: the app's
 * nodemailer talks to it exactly as to a provider, and mailparser reads what arrived.
 */
export async function startSmtpServer(options: SmtpTestOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const config: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject?.test(address.address)) {
        const error = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 });
        return callback(error);
      }
      if (options.defer?.test(address.address)) {
        return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        void (async () => {
          await (options.beforeAccept?.(to) ?? Promise.resolve());
          received.push({ to, raw, parsed: await simpleParser(raw) });
          callback();
        })();
      });
    },
  };
  const server = new SMTPServer(config);
  // Port 0 unless asked: the OS picks, so suites on parallel workers never race for one.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    waitFor: async (count, timeoutMs = 20_000) => {
      await waitUntil(
        () => `${count} messages (${received.length} arrived)`,
        () => received.length >= count,
        { timeoutMs, intervalMs: 50 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
