import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectSendInput, TLanguageContent } from '@ulak/shared/messaging/api';
import { CHANNEL_FIELDS, requiredFields } from '../templates/content-fields';

export const AUDIENCE_KINDS = ['members', 'addresses', 'segment', 'all'] as const;
export type TAudienceKind = (typeof AUDIENCE_KINDS)[number];

// Most addresses one pasted list may hold (the API's limit).
export const MAX_PASTED_ADDRESSES = 10_000;

export type TDirectSendDraft = {
  audience: TAudienceKind;
  memberIds: number[];
  addressText: string;
  segmentId: number | null;
  defaultLanguage: string;
  // Message languages in tab order; the default language is always among them.
  languages: Record<string, TLanguageContent>;
  fromName: string;
};

export function emptyDraft(defaultLanguage = 'tr', audience: TAudienceKind = 'members'): TDirectSendDraft {
  return {
    audience,
    memberIds: [],
    addressText: '',
    segmentId: null,
    defaultLanguage,
    languages: { [defaultLanguage]: {} },
    fromName: '',
  };
}

// A pasted list: one address per line, or separated by commas, semicolons or spaces; duplicates once.
export function parseAddresses(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const address = part.trim();
    const key = address.toLowerCase();
    if (address.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(address);
  }
  return out;
}

// Only the fields the channel uses and that hold text; a language left empty is not sent.
export function channelContent(channel: TChannel, content: TLanguageContent): TLanguageContent {
  const out: TLanguageContent = {};
  for (const field of CHANNEL_FIELDS[channel]) {
    const value = content[field];
    if (value !== undefined && value.trim() !== '') out[field] = value;
  }
  return out;
}

export function messageContent(channel: TChannel, draft: Pick<TDirectSendDraft, 'defaultLanguage' | 'languages'>) {
  const languages: Record<string, TLanguageContent> = {};
  for (const [language, content] of Object.entries(draft.languages)) {
    const kept = channelContent(channel, content);
    if (Object.keys(kept).length > 0) languages[language] = kept;
  }
  return { defaultLanguage: draft.defaultLanguage, languages };
}

// Translation keys (under `messaging.errors`) of what is missing, in the order the form shows them.
export function draftProblems(channel: TChannel, draft: TDirectSendDraft): string[] {
  const problems: string[] = [];
  if (draft.audience === 'members' && draft.memberIds.length === 0) problems.push('no_members');
  if (draft.audience === 'addresses') {
    const count = parseAddresses(draft.addressText).length;
    if (count === 0) problems.push('no_addresses');
    if (count > MAX_PASTED_ADDRESSES) problems.push('too_many_addresses');
  }
  if (draft.audience === 'segment' && draft.segmentId === null) problems.push('no_segment');
  const main = channelContent(channel, draft.languages[draft.defaultLanguage] ?? {});
  const missing = requiredFields(channel).filter((field) => main[field] === undefined);
  if (missing.length > 0) problems.push(`missing_${missing[0] ?? 'body'}`);
  return problems;
}

// The request body; `all` and `segment` carry their confirmation, so build it only after the dialog.
export function directSendBody(channel: TChannel, draft: TDirectSendDraft): TDirectSendInput {
  const content = messageContent(channel, draft);
  const from = draft.fromName.trim() ? { name: draft.fromName.trim() } : undefined;
  const audience = (): TDirectSendInput['audience'] => {
    if (draft.audience === 'members') return { kind: 'members', memberIds: draft.memberIds };
    if (draft.audience === 'addresses') return { kind: 'addresses', addresses: parseAddresses(draft.addressText) };
    if (draft.audience === 'segment') return { kind: 'segment', segmentId: draft.segmentId ?? 0, confirmSegment: true };
    return { kind: 'all', confirmAll: true };
  };
  return { content, audience: audience(), ...(channel === 'email' && from ? { from } : {}) };
}
