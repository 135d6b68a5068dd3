import { describe, expect, it } from 'vitest';
import { pureIconsPlugin } from './pure-icons-plugin';

type TTransform = (code: string, id: string) => { code: string } | null;
const transform = pureIconsPlugin().transform as unknown as TTransform;

describe('pureIconsPlugin', () => {
  it('marks an icon module’s component call as pure', () => {
    const code = 'const IconBolt = createReactComponent("outline", "bolt", "Bolt", __iconNode);';
    const out = transform(code, '/x/node_modules/@tabler/icons-react/dist/esm/icons/IconBolt.mjs');
    expect(out?.code).toBe(
      'const IconBolt = /* @__PURE__ */ createReactComponent("outline", "bolt", "Bolt", __iconNode);',
    );
  });

  it('leaves every other module alone', () => {
    expect(transform('const x = createReactComponent();', '/x/src/app/app.tsx')).toBeNull();
  });
});
