import { startHttpFake, type HttpFake } from './http-fake';

// Helorobo (PROTOCOLS "Helorobo"): Bearer token on every call; `single-message` answers
// `{success, data: {message_id}}`; `send-wizard/start` takes rows and answers `{success, data: {send_wizard_id}}`;
// `send-wizard/reports` pages the wizards with their waiting/queued/sent/delivered/seen/failed counts. A wrong
// token answers 401 `{success: false, message}`; an unknown channel or template 400 with the reason.

export type HeloroboChannel = { token: string; templates: { id: string; params: number }[] };
export type HeloroboSent = {
  id: string;
  channelId: string;
  templateId: string;
  phoneNumber: string;
  fullName: string;
  params: string[];
  urlButtonParam?: string;
  copyCodeParam?: string;
  wizardId?: string;
  rowId?: string;
};
type TWizard = { id: string; channelId: string; templateId: string; rows: number; failed: number; createdAt: string };

export type HeloroboFake = HttpFake & {
  addChannel: (channelId: string, channel: HeloroboChannel) => void;
  sent: () => HeloroboSent[];
  wizards: () => TWizard[];
  // Messages to this number are refused with the reason (once).
  failNumber: (phoneNumber: string, reason: string) => void;
  // Marks `delivered` (and `seen`) rows of a wizard as reported by the provider.
  deliver: (wizardId: string, delivered: number, seen?: number) => void;
};

type TRow = {
  id?: string;
  phone_number?: string;
  full_name?: string;
  params?: unknown;
  url_button_param?: string;
  copy_code_param?: string;
};
type TBody = TRow & {
  channel_id?: string;
  message_template_id?: string;
  rows?: TRow[];
  page?: number;
  page_size?: number;
};

const refuse = (status: number, message: string) => ({ status, body: { success: false, message } });

export async function startHeloroboFake(port = 0): Promise<HeloroboFake> {
  const channels = new Map<string, HeloroboChannel>();
  const sent: HeloroboSent[] = [];
  const wizards: TWizard[] = [];
  const figures = new Map<string, { delivered: number; seen: number }>();
  const failing = new Map<string, string>();
  let nextId = 1;

  // A row checked against the channel's template: a valid phone and the template's parameter count.
  function accept(channelId: string, templateId: string, row: TRow, wizard?: { id: string }) {
    const template = channels.get(channelId)?.templates.find((t) => t.id === templateId);
    if (!template) return 'Message template not found';
    const phone = row.phone_number ?? '';
    if (!/^\d{10,15}$/.test(phone)) return 'Invalid phone number';
    const forced = failing.get(phone);
    if (forced) {
      failing.delete(phone);
      return forced;
    }
    const params = Array.isArray(row.params) ? row.params.map(String) : [];
    if (params.length !== template.params || params.length > 4) return 'Template parameter count mismatch';
    sent.push({
      id: `hr-${nextId++}`,
      channelId,
      templateId,
      phoneNumber: phone,
      fullName: row.full_name ?? '',
      params,
      urlButtonParam: row.url_button_param,
      copyCodeParam: row.copy_code_param,
      wizardId: wizard?.id,
      rowId: row.id,
    });
    return null;
  }

  const fake = await startHttpFake((req) => {
    if (req.method !== 'POST') return refuse(404, 'Not found');
    const body = (req.json ?? {}) as TBody;
    const channelId = String(body.channel_id ?? '');
    const channel = channels.get(channelId);
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!channel || bearer !== channel.token) return refuse(401, 'Unauthorized');
    const templateId = String(body.message_template_id ?? '');
    if (req.path === '/agent-app/message-template/single-message') {
      const reason = accept(channelId, templateId, body);
      if (reason) return refuse(400, reason);
      const last = sent[sent.length - 1];
      return { status: 200, body: { success: true, data: { message_id: last?.id } } };
    }
    if (req.path === '/agent-app/message-template/send-wizard/start') {
      const rows = body.rows ?? [];
      if (!channel.templates.some((t) => t.id === templateId)) return refuse(400, 'Message template not found');
      if (rows.length === 0) return refuse(400, 'Rows are empty');
      const wizard: TWizard = {
        id: `sw-${nextId++}`,
        channelId,
        templateId,
        rows: rows.length,
        failed: 0,
        createdAt: new Date().toISOString(),
      };
      for (const row of rows) if (accept(channelId, templateId, row, wizard)) wizard.failed += 1;
      wizards.push(wizard);
      figures.set(wizard.id, { delivered: 0, seen: 0 });
      return { status: 200, body: { success: true, data: { send_wizard_id: wizard.id } } };
    }
    if (req.path === '/agent-app/message-template/send-wizard/reports') {
      const page = Math.max(1, Number(body.page ?? 1));
      const size = Math.max(1, Number(body.page_size ?? 20));
      const mine = wizards.filter((w) => w.channelId === channelId).reverse();
      const items = mine.slice((page - 1) * size, page * size).map((w) => {
        const f = figures.get(w.id) ?? { delivered: 0, seen: 0 };
        return {
          id: w.id,
          name: `Wizard ${w.id}`,
          created_at: w.createdAt,
          waiting: 0,
          queued: 0,
          sent_count: w.rows - w.failed,
          delivered_count: f.delivered,
          seen_count: f.seen,
          failed_count: w.failed,
        };
      });
      return { status: 200, body: { success: true, data: { items, total: mine.length } } };
    }
    return refuse(404, 'Not found');
  }, port);

  return {
    ...fake,
    addChannel: (id, channel) => void channels.set(id, channel),
    sent: () => [...sent],
    wizards: () => [...wizards],
    failNumber: (phone, reason) => void failing.set(phone, reason),
    deliver: (wizardId, delivered, seen = 0) => void figures.set(wizardId, { delivered, seen }),
  };
}
