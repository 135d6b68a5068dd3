import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { domainToASCII } from 'node:url';

// DKIM (RFC 6376) rsa-sha256 with relaxed/relaxed canonicalisation over a complete raw message, the same
// header selection and signature layout nodemailer's signer produces, without its stream machinery and
// with the private key parsed once per sender instead of once per message.
export type TDkimOptions = { domainName: string; keySelector: string; privateKey: string; headerFieldNames: string };

const KEYS = new Map<string, KeyObject>();
const KEY_CACHE_LIMIT = 100;

function keyObject(pem: string): KeyObject {
  let key = KEYS.get(pem);
  if (!key) {
    if (KEYS.size >= KEY_CACHE_LIMIT) KEYS.delete(KEYS.keys().next().value as string);
    key = createPrivateKey(pem);
    KEYS.set(pem, key);
  }
  return key;
}

// Relaxed header value: unfolded, runs of whitespace as one space, trimmed.
function relaxedValue(value: string): string {
  return value.replace(/\r?\n/g, '').replace(/\s+/g, ' ').trim();
}

// Relaxed body: trailing whitespace of each line dropped, inner runs as one space, trailing empty lines dropped,
// a non-empty body ending in one CRLF.
export function relaxedBody(body: string): string {
  const canonical = body.replace(/[ \t]+(?=\r?\n|$)/g, '').replace(/[ \t]+/g, ' ');
  const trimmed = canonical.replace(/(\r\n)+$/, '');
  return trimmed ? `${trimmed}\r\n` : '';
}

// The header block as fields ("Name: value" with folding kept) in message order.
function headerFields(block: string): { key: string; line: string }[] {
  const fields: { key: string; line: string }[] = [];
  for (const line of block.split('\r\n')) {
    const last = fields[fields.length - 1];
    if ((line.startsWith(' ') || line.startsWith('\t')) && last) last.line += `\r\n${line}`;
    else if (line) fields.push({ key: line.slice(0, line.indexOf(':')).trim().toLowerCase(), line });
  }
  return fields;
}

function fold(header: string): string {
  // Fold after "; " so no line passes 76 characters; a lone long tag stays whole.
  const parts = header.split('; ');
  let out = '';
  let lineLength = 0;
  parts.forEach((part, i) => {
    const piece = i < parts.length - 1 ? `${part};` : part;
    if (i > 0 && lineLength + 1 + piece.length > 76) {
      out += '\r\n ';
      lineLength = 1;
    } else if (i > 0) {
      out += ' ';
      lineLength += 1;
    }
    out += piece;
    lineLength += piece.length;
  });
  return out;
}

// The message with a DKIM-Signature header in front. The message must use CRLF line endings.
export function dkimSign(raw: string, options: TDkimOptions): string {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');

  const wanted = new Set(
    options.headerFieldNames
      .toLowerCase()
      .split(':')
      .map((f) => f.trim()),
  );
  const fields = headerFields(headerBlock);
  const chosen = new Map<string, string>();
  // Only the bottom-most instance of a field, as nodemailer does.
  for (let i = fields.length - 1; i >= 0; i--) {
    const field = fields[i];
    if (field && wanted.has(field.key) && !chosen.has(field.key))
      chosen.set(field.key, relaxedValue(field.line.slice(field.line.indexOf(':') + 1)));
  }
  const names: string[] = [];
  let signed = '';
  for (const name of wanted) {
    const value = chosen.get(name);
    if (value === undefined) continue;
    names.push(name);
    signed += `${name}:${value}\r\n`;
  }
  const tags = [
    'v=1',
    'a=rsa-sha256',
    'c=relaxed/relaxed',
    `d=${domainToASCII(options.domainName) || options.domainName}`,
    'q=dns/txt',
    `s=${options.keySelector}`,
    `bh=${bodyHash}`,
    `h=${names.join(':')}`,
  ];
  const head = `${fold(`DKIM-Signature: ${tags.join('; ')}`)};\r\n b=`;
  signed += `dkim-signature:${relaxedValue(head.slice(head.indexOf(':') + 1))}`;
  const signature = sign('sha256', Buffer.from(signed), keyObject(options.privateKey)).toString('base64');
  const header = head + signature.replace(/(^.{73}|.{75}(?!\r?\n|\r))/g, '$&\r\n ').trim();
  return `${header}\r\n${raw}`;
}
