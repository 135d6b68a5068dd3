// The WhatsApp channel's public API: settings routes, the public status webhook and the pipeline
// provider (registered for `whatsapp` when this module loads).
import { registerChannelProvider } from '../../messaging';
import { whatsappChannelProvider } from './whatsapp-channel';

registerChannelProvider(whatsappChannelProvider);

export { whatsappSettingsRoutes, whatsappWebhookRoutes } from './whatsapp.routes';
export { whatsappChannelProvider, loadWhatsappSettings, type TWhatsappChannelSettings } from './whatsapp-channel';
export { WHATSAPP_PROVIDER_REGISTRY } from './providers';
export { validSignature } from './whatsapp-webhook.service';
export { WHATSAPP_RECEIPTS_CLEANUP_CRON, WHATSAPP_RECEIPTS_CLEANUP_JOB } from './whatsapp.jobs';
