import { Liquid } from 'liquidjs';

// Merchant-written templates run in a sandbox: an empty in-memory template map (so `include`,
// `render` and `layout` can never read a file), no globals (nothing of `process` or the environment
// is reachable), own properties only (no prototype walking), unknown filters are errors, and parse
// size, render time and memory are bounded.
export const TEMPLATE_LIMITS = {
  parseChars: 200_000,
  renderMs: 250,
  memory: 10_000_000,
  outputChars: 1_000_000,
} as const;

export class TemplateError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const engine = new Liquid({
  templates: {},
  globals: {},
  strictFilters: true,
  ownPropertyOnly: true,
  relativeReference: false,
  dynamicPartials: false,
  parseLimit: TEMPLATE_LIMITS.parseChars,
  renderLimit: TEMPLATE_LIMITS.renderMs,
  memoryLimit: TEMPLATE_LIMITS.memory,
  cache: 1000,
});

export type TParsedTemplate = ReturnType<Liquid['parse']>;

export function parseTemplate(source: string): TParsedTemplate {
  try {
    return engine.parse(source);
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message : String(error));
  }
}

export async function renderParsed(parsed: TParsedTemplate, scope: Record<string, unknown>): Promise<string> {
  let output: string;
  try {
    output = String(await engine.render(parsed, scope));
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message : String(error));
  }
  if (output.length > TEMPLATE_LIMITS.outputChars) throw new TemplateError('Rendered output is too large');
  return output;
}

export async function renderTemplate(source: string, scope: Record<string, unknown>): Promise<string> {
  return renderParsed(parseTemplate(source), scope);
}
