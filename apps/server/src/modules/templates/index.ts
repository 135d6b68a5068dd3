// The templates module's public API: the Liquid sandbox, per-language content, the variable groups,
// the email template store and "my templates" (routes, compile, seed).
export { TEMPLATE_LIMITS, TemplateError, renderTemplate } from './liquid-sandbox';
export {
  compileContent,
  pickLanguage,
  renderCompiled,
  type TCompiledContent,
  type TRenderedContent,
} from './render-content';
export { VARIABLE_CATALOGUE, baseScope, loadMemberScopes, type TRunContext, type TScope } from './variables.service';
export { templatesRoutes } from './templates.routes';
export { storeAdminRoutes } from './store-admin.routes';
export { seedStoreTemplates } from './store.service';
export { sampleScope } from './sample-scope';
