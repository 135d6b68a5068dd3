import type { ApiInstance } from '../../platform/http/api-instance';

// The shop script's public scope at /t/v1/*: the platform mounts route plugins under /api/v1, routes
// registered here are moved back to the root. No cookies travel; any page may call, the SDK token
// and the origin check decide.
export async function registerSdkScope(app: ApiInstance, routes: (scope: ApiInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.url = route.url.replace(/^\/api\/v1\/t\//, '/t/');
      route.path = route.url;
    });
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    });
    routes(scope);
  });
}
