// The templates module's public API: the Liquid sandbox, per-language content and the variable groups.
export { TEMPLATE_LIMITS, TemplateError, renderTemplate } from './liquid-sandbox';
export {
  compileContent,
  pickLanguage,
  renderCompiled,
  type TCompiledContent,
  type TRenderedContent,
} from './render-content';
export { VARIABLE_CATALOGUE, baseScope, loadMemberScopes, type TRunContext, type TScope } from './variables.service';
