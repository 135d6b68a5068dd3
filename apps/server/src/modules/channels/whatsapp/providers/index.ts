import type { TWhatsappProvider } from '@ulak/shared/whatsapp/whatsapp-settings';
import type { WhatsappProvider } from '../whatsapp-provider';
import { cloudApiProvider } from './cloud-api';
import { heloroboProvider } from './helorobo';

// The WhatsApp provider registry: one line per provider (its id must be listed in WHATSAPP_PROVIDERS).
export const WHATSAPP_PROVIDER_REGISTRY: Record<TWhatsappProvider, WhatsappProvider> = {
  cloud_api: cloudApiProvider,
  helorobo: heloroboProvider,
};
