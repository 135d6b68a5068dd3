import { sql } from 'drizzle-orm';
import { HTTP_STATUS, pickUiLanguage, type TSurveySettings, type TSurveyVoteInput } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/http/app-error';
import { upsertSiteMember } from '../audience';
import { addToStaticSegment } from '../segments';
import type { TConfigApp } from './widget-config.service';
import { signedWidget } from './widget-interactions.service';
import { widgetsRepository } from './widgets.repository';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'logger'>;

// SPEC §8 'Error While Registering Survey.': a second vote from the device, or a vote that could not be stored.
const surveyFailed = () => new AppError('survey_failed', HTTP_STATUS.validation);

// A vote: the voter (name, surname, email, answer, date) is recorded, and a known or newly named
// member joins the answer's segment; 'other' keeps the visitor's own words.
export async function voteSurvey(
  deps: Deps,
  app: TConfigApp,
  widgetId: number,
  input: TSurveyVoteInput & { lang?: string },
): Promise<{ ok: true }> {
  const { widget, memberId: knownMember } = await signedWidget(deps, app, widgetId, input);
  if (widget.type !== 'survey') throw notFound();
  const settings = widget.settings as TSurveySettings;
  const other = input.answer === null ? input.other?.trim() : undefined;
  const answer = input.answer === null ? null : settings.answers[input.answer];
  if (input.answer !== null && !answer) throw validationError('validation.survey_answer', 'answer');
  if (input.answer === null && (!settings.otherOption || !other))
    throw validationError('validation.survey_answer', 'other');
  const segmentId = answer ? answer.segmentId : settings.otherSegmentId;
  try {
    await deps.db.transaction(async (tx) => {
      const memberId =
        knownMember ??
        (input.email
          ? await upsertSiteMember(tx, app.accountId, {
              email: input.email,
              name: input.name,
              surname: input.surname,
              language: pickUiLanguage(input.lang) ?? 'tr',
            })
          : null);
      const stored = await tx.execute(sql`
        insert into survey_votes (account_id, widget_id, device_id, member_id, answer, answer_text, other_text, name, surname, email)
        values (${app.accountId}, ${widget.id}, ${input.deviceId}, ${memberId}, ${input.answer},
          ${answer?.text ?? other ?? ''}, ${other ?? null}, ${input.name || null}, ${input.surname || null},
          ${input.email?.toLowerCase() || null})
        on conflict do nothing returning id`);
      if (stored.rows.length === 0) throw surveyFailed();
      if (segmentId && memberId) await addToStaticSegment(tx, app.accountId, segmentId, [memberId]);
      await widgetsRepository.record(tx, app.accountId, widget, {
        kind: 'conversion',
        deviceId: input.deviceId,
        memberId,
        details: { answer: input.answer, other: other ?? null },
      });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, widgetId: widget.id }, 'survey vote failed');
    throw new AppError('survey_failed', HTTP_STATUS.internal);
  }
  return { ok: true };
}
