// Rows of the action logs (/user/actions, /user/actions/detail/{id}) and the link logs (/user/links), as the API
// answers them: the server's queries select exactly these columns and the web screens render them.

// One message on one channel to one recipient.
export type TActionLog = {
  id: number;
  run_id: number;
  channel: string;
  source_type: string;
  member_id: number | null;
  address: string | null;
  language: string | null;
  status: string;
  reason_code: string | null;
  reason: string | null;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  opened_at: string | null;
  clicked_at: string | null;
  bounced_at: string | null;
  // When a waiting message (quiet hours, frequency cap, retry) is due to go out.
  next_attempt_at: string | null;
};

export type TMessageEvent = { id: number; type: string; url: string | null; detail: unknown; occurred_at: string };

// One tracked click.
export type TLinkClick = {
  id: number;
  message_id: number;
  url: string | null;
  occurred_at: string;
  channel: string;
  member_id: number | null;
  address: string | null;
};
