// The email channel's public API: settings routes, the provider (registered for the `email` channel
// when this module loads), the bounce mailbox and the MJML/plain-text helpers the templates use.
import { registerChannelProvider } from '../../messaging';
import { smtpEmailProvider } from './providers/smtp';

registerChannelProvider(smtpEmailProvider);

export { emailPublicRoutes, emailSettingsRoutes } from './email-settings.routes';
export { SENDER_VERIFICATION_MAIL_JOB } from './email.jobs';
export { emailSendingSettings, seedDemoSender, senderState } from './senders.service';
export {
  smtpEmailProvider,
  buildMail,
  loadEmailSettings,
  prepareEmailContent,
  type TEmailSettings,
} from './providers/smtp';
export { closeEmailTransports } from './transport-pool';
export { startBounceReceiver, type BounceReceiver } from './bounces/bounce-receiver';
export { compileMjml, htmlToPlainText, isMjml } from './email-content';
