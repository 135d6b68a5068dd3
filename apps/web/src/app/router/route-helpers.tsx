import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { handleChunkLoadError } from '../../lib/version/version-watcher';
import { checkLoader, type TRouteCheck } from './route-checks';

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
): RouteObject {
  return { path, lazy: lazyScreen(load, pick), loader: check ? checkLoader(check) : undefined };
}
