// The contract with the server's ingest API: POST {base}/t/v1/events.

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type Properties = { [key: string]: JsonValue };

export type MemberRef = { customerId?: string; email?: string };

export type PageContext = {
  url: string;
  referrer: string;
  title: string;
  language: string;
  screen: string;
  timezone: string;
};

export type WireEvent = {
  id: string;
  type: string;
  name?: string;
  ts: string;
  properties: Properties;
  // Who the event belongs to once identify ran; absent for anonymous events.
  member?: MemberRef;
};

// A queued event remembers the page it happened on, so a batch never mixes pages.
export type QueuedEvent = { event: WireEvent; context: PageContext };

export type BatchBody = { token: string; deviceId: string; sentAt: string; context: PageContext; events: WireEvent[] };
