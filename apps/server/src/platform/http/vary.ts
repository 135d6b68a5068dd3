import type { FastifyReply } from 'fastify';

// Adds a field to the reply's Vary unless it is there already (in any case) or Vary is `*`: CORS and
// the pre-compressed assets each add theirs, whichever hook runs first.
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', field);
    return;
  }
  const header = Array.isArray(current) ? current.join(', ') : String(current);
  const names = header.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*')) reply.header('vary', '*');
  else if (!names.includes(field.toLowerCase())) reply.header('vary', `${header}, ${field}`);
}
