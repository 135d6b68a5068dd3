// SPEC §4: framed when inside a frame or when the address contains iframe, sending_type or marketing.
export function isFramedContext(input: { inFrame: boolean; href: string }): boolean {
  return input.inFrame || /iframe|sending_type|marketing/i.test(input.href);
}

export function detectInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // cross-origin parent: reading window.top throws, which itself means we are framed
    return true;
  }
}

// SPEC §4: the sending type comes from sending_type when iframe=1, or from action_type.
export function readSendingType(search: string): string | null {
  const params = new URLSearchParams(search);
  const sendingType = params.get('sending_type');
  if (params.get('iframe') === '1' && sendingType) return sendingType;
  return params.get('action_type') || null;
}
