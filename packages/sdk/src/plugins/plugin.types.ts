import type { DebugLogger } from '../core/debug-logger';
import type { PropertyInput, SdkConfig } from '../core/sdk.types';
import type { MemberRef, WireEvent } from '../core/wire.types';

// What a plugin (each on-site widget: banner, wheel, survey, story...) may use. Widgets render into their
// own Shadow DOM root and report interactions through track(); they never touch the transport directly.
export type PluginContext = {
  config: Readonly<SdkConfig>;
  logger: DebugLogger;
  track(name: string, properties?: PropertyInput): void;
  getDeviceId(): string;
  getMember(): MemberRef | undefined;
  // Web push sign-up of this device (the browser's prompt first); absent where the script has no push.
  pushSubscribe?(): Promise<string>;
  // Called for every event the page tracks (e.g. product_view for the "viewed product" reminder).
  onEvent(listener: (event: WireEvent) => void): () => void;
};

export type UlakPlugin = { name: string; setup(context: PluginContext): void };
