import type { TMessageContent, TPushExtras } from '@ulak/shared';
import { compile } from 'html-to-text';
import type { AppDeps } from '../../platform/deps';
import {
  baseScope,
  loadMemberScopes,
  pickLanguage,
  renderCompiled,
  TemplateError,
  type TCompiledContent,
} from '../templates';
import type { TRenderedMessage } from './channel-provider';
import type { TMessageRow } from './messages.repository';
import type { TSendRunRow } from './send-runs.repository';
import { extendScopes } from './scope-extensions';
import { returnPathToken } from './signing';
import { messageLinks, trackHtml, trackText, type TMessageLinks } from './tracking-links';
import { isDeviceChannel } from './recipients.repository';

// Push data (all strings, as FCM requires): the target, the click-tracking redirect to it, icon,
// image and sound from the send's extra data.
function pushData(extras: TPushExtras | undefined, links: TMessageLinks): Record<string, string> {
  const data: Record<string, string> = {};
  if (extras?.targetUrl) {
    data.url = extras.targetUrl;
    data.click = links.click(extras.targetUrl);
  }
  if (extras?.iconUrl) data.icon = extras.iconUrl;
  if (extras?.imageUrl) data.image = extras.imageUrl;
  if (extras?.sound) data.sound = extras.sound;
  return data;
}

// The plain-text part of an email without one: the converter is built once, not per recipient (building
// it costs more than a conversion).
const htmlToText = compile({ wordwrap: 78 });

const plainText = (text: string | undefined, links: TMessageLinks): string | undefined =>
  text === undefined ? undefined : trackText(text, links);

// WhatsApp providers that address a contact by name (Helorobo's full_name).
function fullName(member: unknown): string {
  const m = (member ?? {}) as { name?: unknown; surname?: unknown };
  return [m.name, m.surname].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}

export type TRenderResult = {
  messages: TRenderedMessage[];
  failures: { message: TMessageRow; reason: string }[];
};

// Renders a batch: variables loaded set-based for all its members, templates parsed once, then
// per recipient the language, the Liquid render, link tracking, the pixel and unsubscribe headers.
export async function renderForRecipients(
  deps: AppDeps,
  run: TSendRunRow,
  compiled: TCompiledContent,
  content: TMessageContent,
  messages: (TMessageRow & { address: string })[],
  finishHtml?: (html: string) => Promise<string>,
): Promise<TRenderResult> {
  const memberIds = messages.flatMap((m) => (m.member_id === null ? [] : [m.member_id]));
  const scopes = await loadMemberScopes(deps.db, run.accountId, memberIds);
  const additions = await extendScopes(
    deps,
    run,
    messages.map((m) => ({ messageId: m.id, memberId: m.member_id })),
  );
  const result: TRenderResult = { messages: [], failures: [] };
  for (const message of messages) {
    const ref = { accountId: message.account_id, messageId: message.id, runMonth: message.run_month };
    const links = await messageLinks(deps, ref, message.member_id);
    const memberScope = message.member_id === null ? undefined : scopes.get(message.member_id);
    const addition = additions.get(message.id);
    const scope = {
      ...(memberScope ?? baseScope({})),
      ...addition?.scope,
      unsubscribe_link: links.unsubscribePage,
      post_block_link: links.postBlock,
    };
    const member = memberScope?.member as { language?: string } | undefined;
    const language = pickLanguage(content, member?.language ?? message.language);
    try {
      const out = await renderCompiled(compiled, language, scope);
      const isEmail = run.channel === 'email';
      // Markup the provider could not prepare before Liquid becomes HTML before its links are tracked.
      const finished = isEmail && out.html && finishHtml ? await finishHtml(out.html) : out.html;
      const html = isEmail && finished ? trackHtml(finished, links) : undefined;
      result.messages.push({
        messageId: message.id,
        idempotencyKey: `ulak-${message.id}`,
        accountId: message.account_id,
        memberId: message.member_id,
        deviceId: message.device_id,
        to: message.address,
        language,
        subject: out.subject,
        html,
        text: isEmail ? plainText(out.text ?? (finished ? htmlToText(finished) : undefined), links) : undefined,
        body: out.body,
        data: isDeviceChannel(run.channel)
          ? pushData(content.push, links)
          : run.channel === 'whatsapp'
            ? { fullName: fullName(memberScope?.member) }
            : undefined,
        headers: {},
        listUnsubscribe: isEmail ? { url: links.oneClick, oneClick: true } : undefined,
        returnPathToken: await returnPathToken(deps, ref),
      });
    } catch (error) {
      const reason = error instanceof TemplateError ? error.reason : 'Rendering failed';
      result.failures.push({ message, reason: `Template error: ${reason}`.slice(0, 500) });
    }
  }
  return result;
}
