// The shapes the server answers with (apps/server/src/modules/applications/applications.service.ts).
export type TApplication = {
  id: number;
  name: string;
  platform: string;
  domains: string[];
  locale: string;
  sdk_token: string;
  snippet: string;
  web_push_public_key: string | null;
  push_configured: boolean;
  created_at: string;
};

export type TApiKey = { id: number; name: string; prefix: string; created_at: string; last_used_at: string | null };
export type TCreatedApiKey = TApiKey & { key: string };
