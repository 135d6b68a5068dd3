import { z } from 'zod';
import { UI_LANGUAGES } from '@ulak/shared';
import { defineJob } from '../../../platform/jobs/job-registry';
import { translate } from '../../../platform/i18n/translate';
import { issueSenderToken } from './senders.service';
import { SENDER_VERIFICATION_MAIL } from './job-names';

// Mails the confirmation link to a pending sender's From mailbox, in the language of the request.
export const SENDER_VERIFICATION_MAIL_JOB = defineJob({
  name: SENDER_VERIFICATION_MAIL,
  payload: z.object({ accountId: z.number().int(), senderId: z.number().int(), lang: z.enum(UI_LANGUAGES) }),
  maxAttempts: 10,
  async handle({ accountId, senderId, lang }, deps) {
    const issued = await issueSenderToken(deps, accountId, senderId);
    if (!issued) return;
    const link = `${deps.config.publicUrl}/api/v1/email-senders/${senderId}/confirm?token=${issued.token}`;
    const params = { domain: issued.row.domain, address: issued.row.fromAddress, link };
    await deps.notifier.email(
      issued.row.fromAddress,
      translate(lang, 'mail.sender_verify.subject', params),
      translate(lang, 'mail.sender_verify.body', params),
    );
  },
});
