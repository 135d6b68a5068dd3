import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { dkimSign, type TDkimOptions } from './dkim-sign';

// One message to build: the MIME fields (no envelope, no dkim) and the sender's DKIM options.
export type TComposeJob = { mail: Mail.Options; dkim: TDkimOptions };

// nodemailer picks quoted-printable or base64 per part and header by counting characters with two regex
// matches each (arrays as long as the text); one pass over the message's text decides the same way.
export function textEncoding(mail: Mail.Options): 'quoted-printable' | 'base64' {
  let latin = 0;
  let nonLatin = 0;
  for (const value of [mail.subject, mail.text, mail.html]) {
    if (typeof value !== 'string') continue;
    for (let i = 0; i < value.length; i++) {
      const c = value.charCodeAt(i);
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
      else if (c >= 0x80 || c <= 0x08 || c === 0x0b || c === 0x0c || (c >= 0x0e && c <= 0x1f)) nonLatin++;
    }
  }
  return nonLatin < latin ? 'quoted-printable' : 'base64';
}

// The raw RFC 5322 message, DKIM-signed: what the SMTP transport sends as it is.
export async function composeSigned(job: TComposeJob): Promise<string> {
  const built = await new MailComposer({ textEncoding: textEncoding(job.mail), ...job.mail }).compile().build();
  // Bare LFs (from the html and text) become CRLF here, as the SMTP data stream would make them, so the
  // signed body is the one delivered.
  return dkimSign(built.toString('utf8').replace(/\r?\n/g, '\r\n'), job.dkim);
}
