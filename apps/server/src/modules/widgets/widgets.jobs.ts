import { z } from 'zod';
import { UI_LANGUAGES } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { addJob } from '../../platform/jobs/add-job';
import { defineJob } from '../../platform/jobs/job-registry';
import { translate } from '../../platform/i18n/translate';

// What a widget sends a visitor: a won coupon's full code (the page shows it masked) and the
// newsletter's double opt-in link; by email or SMS, in the visitor's language.
const ZVisitorNotice = z.object({
  to: z.string().min(5).max(254),
  channel: z.enum(['email', 'phone']),
  lang: z.enum(UI_LANGUAGES),
  template: z.enum(['widget_coupon', 'newsletter_verify']),
  params: z.record(z.string(), z.string()),
});
export type TVisitorNotice = z.infer<typeof ZVisitorNotice>;

export const WIDGET_NOTICE_JOB = defineJob({
  name: 'widgets.visitor-notice',
  payload: ZVisitorNotice,
  maxAttempts: 10,
  async handle(n, deps) {
    if (n.channel === 'email') {
      const subject = translate(n.lang, `mail.${n.template}.subject`, n.params);
      await deps.notifier.email(n.to, subject, translate(n.lang, `mail.${n.template}.body`, n.params));
    } else {
      await deps.notifier.sms(n.to, translate(n.lang, `sms.${n.template}.body`, n.params));
    }
  },
});

export const WIDGET_JOBS = [WIDGET_NOTICE_JOB];

export async function enqueueVisitorNotice(tx: DbOrTx, notice: TVisitorNotice): Promise<void> {
  await addJob(tx, WIDGET_NOTICE_JOB.name, notice);
}
