// The applications module's public API: sites/apps, their SDK tokens, and server API keys.
export { applicationsRoutes } from './applications.routes';
export {
  findApplication,
  findApplicationByToken,
  listApplicationRows,
  useApiKey,
  type TApplicationRow,
  type TUsedApiKey,
} from './applications.repository';
export { createApplication } from './applications.service';
export { onApplicationChanged } from './application-changes';
export {
  pushKeysRepository,
  type TMobilePushUpdate,
  type TPushKeysRow,
  type TWebPushKeysUpdate,
} from './push-keys.repository';
export { applicationsRelation } from './read-models';
