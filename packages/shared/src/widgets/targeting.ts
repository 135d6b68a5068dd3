import type { TUrlRule } from './widget-api';

// Pure targeting rules shared by the server and the shop script (no zod, no DOM).
export function urlRuleHolds(rule: TUrlRule, url: string): boolean {
  const value = rule.value.toLowerCase();
  const target = url.toLowerCase();
  switch (rule.operator) {
    case 'contains':
      return target.includes(value);
    case 'not_contains':
      return !target.includes(value);
    case 'equals':
      return target === value || target.replace(/\/$/, '') === value.replace(/\/$/, '');
    case 'starts_with':
      return target.startsWith(value);
  }
}

export const urlRulesHold = (rules: readonly TUrlRule[], url: string): boolean =>
  rules.every((rule) => urlRuleHolds(rule, url));

// The code shown on the page: first two and last two characters, the rest starred.
export function maskCoupon(code: string): string {
  if (code.length <= 4) return '*'.repeat(code.length);
  return `${code.slice(0, 2)}${'*'.repeat(code.length - 4)}${code.slice(-2)}`;
}

// Index of the sector a uniform draw r ∈ [0, 1) lands in, by cumulative percentages.
export function pickSector(percentages: readonly number[], r: number): number {
  const total = percentages.reduce((a, b) => a + b, 0);
  let edge = 0;
  for (let i = 0; i < percentages.length; i++) {
    edge += (percentages[i] ?? 0) / total;
    if (r < edge && (percentages[i] ?? 0) > 0) return i;
  }
  let last = percentages.length - 1;
  while (last > 0 && (percentages[last] ?? 0) === 0) last--;
  return last;
}
