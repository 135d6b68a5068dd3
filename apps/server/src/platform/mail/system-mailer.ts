import nodemailer from 'nodemailer';

export type SystemMail = { to: string; subject: string; text: string; html?: string };
export type SystemMailer = { send: (mail: SystemMail) => Promise<void>; close: () => void };

// System mail (verification, password reset, 2FA codes) over SMTP: the configured relay or the local sink.
export function createSystemMailer(smtpUrl: string, from: string): SystemMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      if (/[\r\n]/.test(mail.subject) || /[\r\n]/.test(mail.to))
        throw new Error('Header values must not contain line breaks');
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
