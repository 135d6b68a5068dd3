import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectSendInput, TLanguageContent } from '@ulak/shared/messaging/api';
import type { TPushExtras } from '@ulak/shared/push/push-settings';
import { CHANNEL_FIELDS, requiredFields } from '../templates/content-fields';

export const AUDIENCE_KINDS = ['members', 'addresses', 'segment', 'all'] as const;
export type TAudienceKind = (typeof AUDIENCE_KINDS)[number];

// Most addresses one pasted list may hold (the API's limit).
export const MAX_PASTED_ADDRESSES = 10_000;

// Push extras as typed (empty = not sent).
export type TPushExtrasDraft = { targetUrl: string; iconUrl: string; imageUrl: string; sound: string };
export const EMPTY_PUSH_EXTRAS: TPushExtrasDraft = { targetUrl: '', iconUrl: '', imageUrl: '', sound: '' };
const isPush = (channel: TChannel) => channel === 'webpush' || channel === 'mobilepush';
const URL_PATTERN = /^https?:\/\/[^\s]+\.[^\s]+$/i;

export type TDirectSendDraft = {
  audience: TAudienceKind;
  memberIds: number[];
  addressText: string;
  segmentId: number | null;
  defaultLanguage: string;
  // Message languages in tab order; the default language is always among them.
  languages: Record<string, TLanguageContent>;
  fromName: string;
  push?: TPushExtrasDraft;
};

export function pushExtras(draft: Pick<TDirectSendDraft, 'push'>): TPushExtras | undefined {
  const extras: TPushExtras = {};
  for (const [key, value] of Object.entries(draft.push ?? EMPTY_PUSH_EXTRAS) as [keyof TPushExtras, string][])
    if (value.trim()) extras[key] = value.trim();
  return Object.keys(extras).length > 0 ? extras : undefined;
}

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
  if (isPush(channel)) {
    const { targetUrl, iconUrl, imageUrl } = draft.push ?? EMPTY_PUSH_EXTRAS;
    if ([targetUrl, iconUrl, imageUrl].some((url) => url.trim() !== '' && !URL_PATTERN.test(url.trim())))
      problems.push('push_url_invalid');
  }
  return problems;
}

// The request body; `all` and `segment` carry their confirmation, so build it only after the dialog.
export function directSendBody(channel: TChannel, draft: TDirectSendDraft): TDirectSendInput {
  const extras = isPush(channel) ? pushExtras(draft) : undefined;
  const content = { ...messageContent(channel, draft), ...(extras ? { push: extras } : {}) };
  const from = draft.fromName.trim() ? { name: draft.fromName.trim() } : undefined;
  const audience = (): TDirectSendInput['audience'] => {
    if (draft.audience === 'members') return { kind: 'members', memberIds: draft.memberIds };
    if (draft.audience === 'addresses') return { kind: 'addresses', addresses: parseAddresses(draft.addressText) };
    if (draft.audience === 'segment') return { kind: 'segment', segmentId: draft.segmentId ?? 0, confirmSegment: true };
    return { kind: 'all', confirmAll: true };
  };
  return { content, audience: audience(), ...(channel === 'email' && from ? { from } : {}) };
}
