import { widgetsPlugin } from '../widgets/widget-runtime';
import type { UlakPlugin } from './plugin.types';

// Built-in plugins bundled into ulak.js. The widgets plugin loads each widget type's module on demand.
export const BUILT_IN_PLUGINS: readonly UlakPlugin[] = [widgetsPlugin];
