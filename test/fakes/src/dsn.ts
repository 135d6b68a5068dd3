import { randomBytes } from 'node:crypto';

// Bounce reports as receiving mail servers write them: an RFC 3464 DSN and an RFC 5965 (ARF) complaint.
export type TDsnInput = {
  // The envelope sender of the bounced mail (the VERP address): the DSN is delivered there.
  to: string;
  recipient: string;
  status: string;
  action?: 'failed' | 'delayed' | 'delivered';
  diagnostic?: string;
  reportingMta?: string;
  originalHeaders?: string;
};

const boundary = (): string => `=_report_${randomBytes(8).toString('hex')}`;

export function buildDsn(input: TDsnInput): string {
  const b = boundary();
  const mta = input.reportingMta ?? 'mx.receiver.example';
  return [
    `From: Mail Delivery System <MAILER-DAEMON@${mta}>`,
    `To: ${input.to}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(6).toString('hex')}@${mta}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    `Delivery to ${input.recipient} failed.`,
    '',
    `--${b}`,
    'Content-Type: message/delivery-status',
    '',
    `Reporting-MTA: dns; ${mta}`,
    `Arrival-Date: ${new Date().toUTCString()}`,
    '',
    `Final-Recipient: rfc822; ${input.recipient}`,
    `Original-Recipient: rfc822; ${input.recipient}`,
    `Action: ${input.action ?? 'failed'}`,
    `Status: ${input.status}`,
    `Remote-MTA: dns; ${mta}`,
    `Diagnostic-Code: smtp; ${input.diagnostic ?? `${input.status.startsWith('5') ? '550' : '451'} ${input.status} mailbox problem`}`,
    '',
    `--${b}`,
    'Content-Type: text/rfc822-headers',
    '',
    input.originalHeaders ?? `To: ${input.recipient}\r\nSubject: (original)`,
    '',
    `--${b}--`,
    '',
  ].join('\r\n');
}

export type TArfInput = { to: string; recipient: string; originalHeaders: string; feedbackType?: string };

export function buildArfComplaint(input: TArfInput): string {
  const b = boundary();
  return [
    'From: Feedback Loop <fbl@isp.example>',
    `To: ${input.to}`,
    'Subject: Complaint',
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/plain',
    '',
    'This is an email abuse report.',
    '',
    `--${b}`,
    'Content-Type: message/feedback-report',
    '',
    `Feedback-Type: ${input.feedbackType ?? 'abuse'}`,
    'User-Agent: FBL/1.0',
    'Version: 1',
    `Original-Rcpt-To: ${input.recipient}`,
    '',
    `--${b}`,
    'Content-Type: text/rfc822-headers',
    '',
    input.originalHeaders,
    '',
    `--${b}--`,
    '',
  ].join('\r\n');
}
