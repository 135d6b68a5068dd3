import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { resolveAmong, routeModules } from './route-modules';

// A route table and an area's routes, as the bundler sees them after TypeScript and JSX are gone.
const FILES: Record<string, string> = {
  '/app/src/app/router/route-table.tsx': `
    import { userAreaRoutes, otherRoutes } from '../../routes/user/user-routes';
    import { lazyScreen } from './route-helpers';
    const unLogin = (pick) => lazyScreen(() => import('../layouts/un-login-layouts'), pick);
    export const routeTable = [{
      id: 'root', path: '/', element: null,
      children: [
        { index: true, element: null },
        { lazy: lazyScreen(() => import('../layouts/default-layout'), (m) => m.DefaultLayout), children: userAreaRoutes },
        { lazy: unLogin((m) => m.Public), children: otherRoutes },
        { path: '*', element: null },
      ],
    }];`,
  '/app/src/routes/user/user-routes.tsx': `
    import { lazyRoute, lazyScreen } from '../../app/router/route-helpers';
    const pages = () => import('./shared-pages');
    export const userAreaRoutes = [
      lazyRoute('user', () => import('./dashboard-page'), (m) => m.DashboardPage, undefined, () => import('./prefetch')),
      lazyRoute('user/member/:id', pages, (m) => m.MemberPage, checks.id),
      flag ? { path: 'user/try', element: null } : lazyRoute('user/try', pages, (m) => m.TryPage),
      { path: 'user/nested', lazy: lazyScreen(() => import('./nested-page'), (m) => m.Nested),
        children: [lazyRoute('child', pages, (m) => m.Child)] },
    ];
    export const otherRoutes = [lazyRoute('kvkk', () => import('./kvkk-page'), (m) => m.Kvkk)];`,
};
const ids = new Set([
  ...Object.keys(FILES),
  '/app/src/app/layouts/default-layout.tsx',
  '/app/src/app/layouts/un-login-layouts.tsx',
  '/app/src/app/router/route-helpers.tsx',
  '/app/src/routes/user/shared-pages.tsx',
  '/app/src/routes/user/dashboard-page.tsx',
  '/app/src/routes/user/prefetch.ts',
  '/app/src/routes/user/nested-page.tsx',
  '/app/src/routes/user/kvkk-page.ts',
]);

describe('routeModules', () => {
  it('lists each route path with the modules of its lazy layout and screen, following names and imports', () => {
    const routes = routeModules('/app/src/app/router/route-table.tsx', 'routeTable', {
      ast: (id) => (FILES[id] ? (parseAst(FILES[id]) as never) : undefined),
      resolve: resolveAmong(ids),
    });
    const layout = '/app/src/app/layouts/default-layout.tsx';
    const page = (name: string) => `/app/src/routes/user/${name}`;
    expect(routes).toEqual([
      { path: '/user', modules: [layout, page('dashboard-page.tsx'), page('prefetch.ts')] },
      { path: '/user/member/:id', modules: [layout, page('shared-pages.tsx')] },
      { path: '/user/try', modules: [layout, page('shared-pages.tsx')] },
      { path: '/user/nested', modules: [layout, page('nested-page.tsx')] },
      { path: '/user/nested/child', modules: [layout, page('nested-page.tsx'), page('shared-pages.tsx')] },
      { path: '/kvkk', modules: ['/app/src/app/layouts/un-login-layouts.tsx', page('kvkk-page.ts')] },
    ]);
  });
});
