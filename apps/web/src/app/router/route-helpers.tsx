import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SectionScreen } from '../../features/common/components/section-screen';
import { handleChunkLoadError } from '../../lib/version/version-watcher';
import { checkLoader, type TRouteCheck } from './route-checks';

type TSectionOptions = { check?: TRouteCheck; emptyTitleKey?: string; emptyDescriptionKey?: string };

// A route whose screen is its translated title and an empty state until its feature lands.
// Replacing a shell (no new shell is ever added):
//  1. build the screen in features/<domain>/ (its strings in features/<domain>/locales/{tr,en}.json);
//  2. add a thin page in routes/<area>/ that reads params and renders the feature screen;
//  3. swap this route's sectionRoute/detailRoute entry in place for lazyRoute(same path, page), keeping its check;
//  4. a browser spec opens the path and does the screen's job end to end, with axe;
//  5. when the last sectionRoute/detailRoute goes, delete them and SectionScreen.
export function sectionRoute(path: string, titleKey: string, options: TSectionOptions = {}): RouteObject {
  return {
    path,
    loader: options.check ? checkLoader(options.check) : undefined,
    element: (
      <SectionScreen
        titleKey={titleKey}
        emptyTitleKey={options.emptyTitleKey}
        emptyDescriptionKey={options.emptyDescriptionKey}
      />
    ),
  };
}

// Detail routes (an id in the path) show "Nothing to Show" rather than "Records Not Found!".
export function detailRoute(path: string, titleKey: string, check: TRouteCheck): RouteObject {
  return sectionRoute(path, titleKey, { check, emptyTitleKey: 'empty.nothing_to_show' });
}

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
