import type {
  TDirectRun,
  TLinkLogQuery,
  TMessageContent,
  TMessageListQuery,
  TMessagingSettingsInput,
  TPreviewInput,
  TTestSendInput,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/http/app-error';
import { accountTimezone, setAccountTimezone } from '../accounts';
import { baseScope, compileContent, loadMemberScopes, pickLanguage, renderCompiled, TemplateError } from '../templates';
import { messageLogsRepository } from './message-logs.repository';
import { messagingRepository } from './messaging.repository';
import { accountSigningKey } from './signing';
import { createSendRun } from './send-runs.service';
import { sendRunsRepository } from './send-runs.repository';

const meta = (q: { page: number; perPage: number }, total: number) => ({ page: q.page, perPage: q.perPage, total });

export async function listMessages(deps: Pick<AppDeps, 'db'>, accountId: number, q: TMessageListQuery) {
  const { rows, total } = await messageLogsRepository.listMessages(deps.db, accountId, q);
  return { data: rows, meta: meta(q, total) };
}

export async function messageDetail(deps: AppDeps, accountId: number, id: number) {
  const message = await messageLogsRepository.findMessage(deps.db, accountId, id);
  if (!message) throw notFound();
  const [events, run] = await Promise.all([
    messageLogsRepository.events(deps.db, accountId, id),
    sendRunsRepository.find(deps.db, accountId, message.run_id),
  ]);
  // The send's content: the detail screen renders it for the message's member and language.
  return { ...message, events, content: (run?.content as TMessageContent | undefined) ?? null };
}

export async function listLinkClicks(deps: AppDeps, accountId: number, q: TLinkLogQuery) {
  const { rows, total } = await messageLogsRepository.listClicks(deps.db, accountId, q);
  return { data: rows, meta: meta(q, total) };
}

export async function listDirectRuns(
  deps: AppDeps,
  accountId: number,
  channel: TPreviewInput['channel'],
  q: { page: number; perPage: number },
) {
  const { rows, total } = await sendRunsRepository.list(deps.db, accountId, { channel, sourceType: 'direct' }, q);
  const counts = await sendRunsRepository.statusCounts(deps.db, accountId, rows);
  const data = rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    status: r.status,
    total: r.total,
    // Written from the validated send input (ZDirectAudience, ZMessageContent).
    audience: r.audience as TDirectRun['audience'],
    content: r.content as TDirectRun['content'],
    createdAt: r.createdAt,
    completedAt: r.completedAt,
    counts: counts.get(r.id)?.counts ?? {},
    dueAt: counts.get(r.id)?.dueAt ?? null,
  }));
  return { data, meta: meta(q, total) };
}

export async function getSettings(deps: AppDeps, accountId: number): Promise<TMessagingSettingsInput> {
  await accountSigningKey(deps, accountId);
  const row = await messagingRepository.findSettings(deps.db, accountId);
  if (!row) throw notFound();
  return {
    frequencyCapCount: row.frequencyCapCount,
    frequencyCapHours: row.frequencyCapHours,
    quietHoursStart: row.quietHoursStart,
    quietHoursEnd: row.quietHoursEnd,
    // The account's zone (one setting for every module): the sending rules screen shows and edits it here.
    timezone: await accountTimezone(deps.db, accountId),
    defaultLanguage: row.defaultLanguage,
  };
}

export async function putSettings(deps: AppDeps, accountId: number, input: TMessagingSettingsInput) {
  await accountSigningKey(deps, accountId);
  const { timezone, ...rules } = input;
  await deps.db.transaction(async (tx) => {
    await setAccountTimezone(tx, accountId, timezone);
    await messagingRepository.updateSettings(tx, accountId, rules);
  });
  return getSettings(deps, accountId);
}

// Renders content as a chosen member would get it (no tracking links: the preview is not a message).
export async function preview(deps: AppDeps, accountId: number, input: TPreviewInput) {
  let scope = baseScope({});
  let language = input.language;
  if (input.memberId) {
    const scopes = await loadMemberScopes(deps.db, accountId, [input.memberId]);
    const memberScope = scopes.get(input.memberId);
    if (!memberScope) throw notFound();
    scope = memberScope;
    language ??= (memberScope.member as { language?: string }).language;
  }
  const chosen = pickLanguage(input.content, language);
  try {
    const rendered = await renderCompiled(compileContent(input.content), chosen, {
      ...scope,
      unsubscribe_link: `${deps.config.publicUrl}/dont-send/preview`,
    });
    return { language: chosen, ...rendered };
  } catch (error) {
    if (error instanceof TemplateError) throw validationError('messaging.template_invalid', 'content');
    throw error;
  }
}

// A test send goes through the whole pipeline to one address (source `test`, not commercial).
export async function testSend(deps: AppDeps, accountId: number, userId: number, input: TTestSendInput) {
  await preview(deps, accountId, input);
  const run = await deps.db.transaction((tx) =>
    createSendRun(tx, {
      accountId,
      channel: input.channel,
      sourceType: 'test',
      content: input.content,
      audience: { kind: 'addresses', addresses: [input.address] },
      commercial: false,
      createdByUserId: userId,
    }),
  );
  return { runId: run.id };
}
