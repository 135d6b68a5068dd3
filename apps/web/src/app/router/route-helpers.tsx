import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { handleChunkLoadError } from '../../lib/version/version-watcher';
import { guardAllows } from '../guards/guard-input';
import { queryClient } from '../query-client';
import { checkLoader, type TRouteCheck } from './route-checks';

// A screen's first queries, started as soon as the router matches its path, while its code loads, rather than
// after its first render (which waits for that code): the page's data arrives one round trip of scripts sooner.
// They go into the shared cache under the keys the screen's own hooks use, so the screen finds them there.
// The module that starts them is loaded like the screen (the page's HTML preloads both), so the API clients it
// names stay out of the entry script.
export type TPrefetch = () => Promise<{ prefetch: (client: QueryClient, url: URL) => void }>;

// A lazily loaded screen; a failed chunk import asks the version watcher whether to reload.
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => {
    try {
      const module = await load();
      return { Component: pick(module) };
    } catch (error) {
      await handleChunkLoadError(error);
      throw error;
    }
  };
}

export function lazyRoute<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  check?: TRouteCheck,
  prefetch?: TPrefetch,
): RouteObject {
  const checked = check ? checkLoader(check) : undefined;
  const loader = prefetch
    ? (args: LoaderFunctionArgs) => {
        // An invalid parameter throws the screen's not found before anything is asked of the API.
        const result = checked ? checked(args) : null;
        const url = new URL(args.request.url);
        // Not awaited: the screen does not wait for its data to render; a failed load leaves the fetching to it.
        if (guardAllows(url))
          prefetch().then(
            (m) => m.prefetch(queryClient, url),
            () => undefined,
          );
        return result;
      }
    : checked;
  return { path, lazy: lazyScreen(load, pick), loader };
}
