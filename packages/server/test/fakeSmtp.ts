import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * How the fake answers the end of a mail's DATA: 'accept' (250, the mail is received), 'hold' (no
 * answer until accept() or refuse() is called: a sender waits mid-mail, as on a slow server), or
 * 'refuse' (554: the send fails).
 */
export type SmtpMode = 'accept' | 'hold' | 'refuse';

/**
 * Just enough of SMTP (RFC 5321: EHLO, MAIL, RCPT, DATA, QUIT, no TLS, no auth) on 127.0.0.1 to
 * receive what nodemailer sends, so the SMTP path is tested without a mail server.
 */
export async function startFakeSmtp(options: { port?: number } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  /** How many mails reached the end of DATA while held (answered or not). */
  held(): number;
  setMode(mode: SmtpMode): void;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = 'accept';
  let heldCount = 0;
  const waiting = new Set<() => void>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const done = mail;
            mail = { from: '', to: [], data: '' };
            const answer = () => {
              if (mode === 'refuse') return reply('554 refused');
              received.push(done);
              reply('250 queued');
            };
            if (mode === 'hold') {
              heldCount += 1;
              waiting.add(answer);
              socket.once('close', () => waiting.delete(answer));
            } else answer();
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => heldCount,
    setMode(next) {
      mode = next;
      if (next === 'hold') return;
      for (const answer of waiting) answer();
      waiting.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A held sender, or a client that never quits, must not keep the fake open.
        waiting.clear();
        for (const socket of sockets) socket.destroy();
      }),
  };
}
