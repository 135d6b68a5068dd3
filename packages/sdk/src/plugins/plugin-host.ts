import type { DebugLogger } from '../core/debug-logger';
import type { WireEvent } from '../core/wire.types';
import type { PluginContext, UlakPlugin } from './plugin.types';

export type PluginHost = {
  emit(event: WireEvent): void;
  start(plugins: readonly UlakPlugin[], context: Omit<PluginContext, 'onEvent'>): void;
};

// A plugin that throws is logged and skipped; it never breaks tracking or the host page.
export function createPluginHost(logger: DebugLogger): PluginHost {
  const listeners = new Set<(event: WireEvent) => void>();
  return {
    emit(event) {
      listeners.forEach((listener) => {
        try {
          listener(event);
        } catch (error) {
          logger.log('plugin listener failed', error);
        }
      });
    },
    start(plugins, context) {
      const onEvent = (listener: (event: WireEvent) => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      };
      for (const plugin of plugins) {
        try {
          plugin.setup({ ...context, onEvent });
        } catch (error) {
          logger.log(`plugin ${plugin.name} failed to start`, error);
        }
      }
    },
  };
}
