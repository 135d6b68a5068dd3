import type { StructuredHeader } from 'mailparser';

// What a bounce mailbox message says, per PROTOCOLS "Email": a DSN (RFC 3464) with one entry per
// recipient, or an ARF complaint (RFC 5965). `token` is the VERP token that names the message.
export type TBounceRecipient = { address: string; action: string; status: string; diagnostic: string | null };
export type TBounceReport =
  | { kind: 'dsn'; token: string | null; recipients: TBounceRecipient[] }
  | { kind: 'complaint'; token: string | null; feedbackType: string; address: string | null }
  | { kind: 'other'; token: string | null };

const VERP = /bounces\+([0-9a-z-]{10,80})@/i;

// Header-style fields of a block ("Name: value", folded lines continue with whitespace).
function fields(block: string): Map<string, string> {
  const map = new Map<string, string>();
  let last: string | null = null;
  for (const line of block.split(/\r?\n/)) {
    if (/^\s/.test(line) && last) {
      map.set(last, `${map.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    map.set(last, line.slice(colon + 1).trim());
  }
  return map;
}

// "rfc822; someone@example.com" → someone@example.com
function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  const address = value.includes(';') ? value.slice(value.indexOf(';') + 1) : value;
  return address.trim().replace(/^<|>$/g, '').toLowerCase() || null;
}

export function parseDeliveryStatus(body: string): TBounceRecipient[] {
  const blocks = body.split(/\r?\n\s*\r?\n/).slice(1);
  const recipients: TBounceRecipient[] = [];
  for (const block of blocks) {
    const f = fields(block);
    const address = addressOf(f.get('final-recipient') ?? f.get('original-recipient'));
    const status = /\d\.\d{1,3}\.\d{1,3}/.exec(f.get('status') ?? '')?.[0];
    if (!address || !status) continue;
    recipients.push({
      address,
      action: (f.get('action') ?? '').toLowerCase(),
      status,
      diagnostic: f.get('diagnostic-code') ?? null,
    });
  }
  return recipients;
}

type TPart = { contentType: string; body: string };

// mailparser folds message/delivery-status and feedback-report parts into the text body, so the
// parts of the (flat) multipart/report are split here by its boundary.
function reportParts(raw: Buffer, boundary: string): TPart[] {
  const text = raw.toString('utf8');
  const parts: TPart[] = [];
  for (const chunk of text.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const split = /\r?\n\r?\n/.exec(chunk);
    if (!split) continue;
    const head = fields(chunk.slice(0, split.index));
    let body = chunk.slice(split.index + split[0].length);
    const encoding = (head.get('content-transfer-encoding') ?? '').toLowerCase();
    if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    const contentType = (head.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
    parts.push({ contentType, body });
  }
  return parts;
}

// The VERP token: from the address the bounce was delivered to, else from the returned original's headers.
function findToken(rcptTo: string[], parts: TPart[]): string | null {
  for (const address of rcptTo) {
    const match = VERP.exec(address);
    if (match?.[1]) return match[1].toLowerCase();
  }
  for (const part of parts) {
    if (!/^(message\/rfc822|text\/rfc822-headers|message\/rfc822-headers)$/.test(part.contentType)) continue;
    const match = VERP.exec(part.body);
    if (match?.[1]) return match[1].toLowerCase();
  }
  return null;
}

export async function parseBounceMessage(raw: Buffer, rcptTo: string[]): Promise<TBounceReport> {
  // The MIME parser loads with the first bounce (only a worker with a bounce mailbox receives any).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  const type = parsed.headers.get('content-type') as StructuredHeader | undefined;
  const boundary = type?.value === 'multipart/report' ? type.params.boundary : undefined;
  const parts = boundary ? reportParts(raw, boundary) : [];
  const token = findToken(rcptTo, parts);
  const status = parts.find((p) => /^message\/(global-)?delivery-status$/.test(p.contentType));
  if (status) return { kind: 'dsn', token, recipients: parseDeliveryStatus(status.body) };
  const feedback = parts.find((p) => p.contentType === 'message/feedback-report');
  if (feedback) {
    const f = fields(feedback.body);
    return {
      kind: 'complaint',
      token,
      feedbackType: (f.get('feedback-type') ?? 'abuse').toLowerCase(),
      address: addressOf(f.get('original-rcpt-to')),
    };
  }
  return { kind: 'other', token };
}
