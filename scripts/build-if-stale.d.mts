export type TBuildTarget = { out: string; inputs: string[]; command: [string, string[]] };
export const TARGETS: Record<'sdk' | 'web' | 'server', TBuildTarget>;
export function inputsHash(target: TBuildTarget, root?: string): string;
export function buildIfStale(
  names: string[],
  options?: {
    force?: boolean;
    root?: string;
    targets?: Record<string, TBuildTarget>;
    log?: (line: string) => void;
  },
): string[];
