/**
 * The journeys' mailbox: a real SMTP server (smtp-server) on a free loopback port, every message
 * parsed with mailparser.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './app';

export type { ParsedMail };

/**
 * An SMTP server on a free loopback port that keeps every message it is given, parsed, and answers
 * 550 to the recipients in `refused`, as a server does for a mailbox that does not exist.
 */
export async function startSmtp() {
  const inbox: ParsedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the journey checks what is delivered, not the TLS handshake.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', () => undefined); // a dropped client connection must not end the test run
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, inbox, refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Who a message was delivered to, lower case. */
export const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address?.toLowerCase()));
