/**
 * A real SMTP server on the loopback that offers no STARTTLS, as a local relay (or a misconfigured
 * or intercepted one) would: it records every login and every message it is given.
 */
import { SMTPServer } from 'smtp-server';

export interface PlaintextSmtp {
  /** `smtp://` with a user and password, so a test sees whether the login went out in clear. */
  url: string;
  received: string[];
  logins: string[];
  close(): Promise<void>;
}

export async function plaintextSmtpServer(): Promise<PlaintextSmtp> {
  const received: string[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP server is not listening');
  return {
    url: `smtp://mailer:secret-password@127.0.0.1:${address.port}`,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
