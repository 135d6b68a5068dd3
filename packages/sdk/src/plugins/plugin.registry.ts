import type { UlakPlugin } from './plugin.types';

// Built-in plugins bundled into ulak.js. Each widget type adds one file under src/widgets/ and one line here.
export const BUILT_IN_PLUGINS: readonly UlakPlugin[] = [];
