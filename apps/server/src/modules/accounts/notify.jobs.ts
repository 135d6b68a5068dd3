import { z } from 'zod';
import { UI_LANGUAGES } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { addJob } from '../../platform/jobs/add-job';
import { defineJob } from '../../platform/jobs/job-registry';
import { translate } from '../../platform/i18n/translate';

// System mails and SMS to the merchant themself, sent by the worker in the recipient's language
// (the Accept-Language of the request that caused them, carried in the payload).
const MAIL_TEMPLATES = {
  verify: { subject: 'mail.verify.subject', body: 'mail.verify.body' },
  reset: { subject: 'mail.reset.subject', body: 'mail.reset.body' },
  duplicate: { subject: 'mail.duplicate.subject', body: 'mail.duplicate.body' },
  code: { subject: 'mail.code.subject', body: 'mail.code.body' },
  login_failures: { subject: 'mail.login_failures.subject', body: 'mail.login_failures.body' },
  admin_invite: { subject: 'mail.admin_invite.subject', body: 'mail.admin_invite.body' },
  welcome: { subject: 'mail.welcome.subject', body: 'mail.welcome.body' },
  // To the operator, not the merchant: a support, demo or roadmap request (modules/support).
  support_request: { subject: 'mail.support_request.subject', body: 'mail.support_request.body' },
  renewal_failed: { subject: 'mail.renewal_failed.subject', body: 'mail.renewal_failed.body' },
  // A shop platform's customer data request is ready to download (modules/platforms).
  data_request: { subject: 'mail.data_request.subject', body: 'mail.data_request.body' },
  run_refused: { subject: 'mail.run_refused.subject', body: 'mail.run_refused.body' },
} as const;

const ZSystemMail = z.object({
  to: z.string().email(),
  lang: z.enum(UI_LANGUAGES),
  template: z.enum([
    'verify',
    'reset',
    'duplicate',
    'code',
    'login_failures',
    'admin_invite',
    'welcome',
    'support_request',
    'renewal_failed',
    'data_request',
    'run_refused',
  ]),
  params: z.record(z.string(), z.string()),
});
export type TSystemMail = z.infer<typeof ZSystemMail>;

const ZSystemSms = z.object({ to: z.string().min(5), lang: z.enum(UI_LANGUAGES), code: z.string() });
export type TSystemSms = z.infer<typeof ZSystemSms>;

export const SYSTEM_MAIL_JOB = defineJob({
  name: 'accounts.system-mail',
  payload: ZSystemMail,
  maxAttempts: 10,
  async handle(mail, deps) {
    const keys = MAIL_TEMPLATES[mail.template];
    await deps.notifier.email(
      mail.to,
      translate(mail.lang, keys.subject, mail.params),
      translate(mail.lang, keys.body, mail.params),
    );
  },
});

export const SYSTEM_SMS_JOB = defineJob({
  name: 'accounts.system-sms',
  payload: ZSystemSms,
  maxAttempts: 10,
  async handle(sms, deps) {
    await deps.notifier.sms(sms.to, translate(sms.lang, 'sms.code.body', { code: sms.code }));
  },
});

export async function enqueueSystemMail(tx: DbOrTx, mail: TSystemMail): Promise<void> {
  await addJob(tx, SYSTEM_MAIL_JOB.name, mail);
}

export async function enqueueSystemSms(tx: DbOrTx, sms: TSystemSms): Promise<void> {
  await addJob(tx, SYSTEM_SMS_JOB.name, sms);
}
