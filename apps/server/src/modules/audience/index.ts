// The audience module's public API: members, devices, tags, orders, carts, products, import/export.
import { onPacketsChanged, registerUsageSource } from '../billing';
import { devicesRepository } from './devices.repository';
import { reconcileLimits } from './limits.service';
import { membersRepository } from './members.repository';

// The packet screens' member and device bars; a packet change re-applies the limits (SPEC §4).
registerUsageSource('members', (db, accountId) => membersRepository(db).count(accountId));
registerUsageSource('devices', (db, accountId) => devicesRepository(db).count(accountId));
onPacketsChanged((db, accountId) => reconcileLimits(db, accountId, ['member', 'device']));

export { membersRoutes } from './members.routes';
export { recordsRoutes } from './records.routes';
export { tagsRoutes } from './tags.routes';
export { tagMemberSet, untagMemberSet } from './tags.service';
export { deviceMemberId, deviceMemberIdQuery, deviceOwner } from './devices.service';
export { recentlyViewedProducts, type TViewedProduct } from './recent-views.repository';
export { revenueAfterTouches, type TAttributedRevenue } from './attributed-revenue.repository';
export { publicApiRoutes } from './public-api.routes';
export { assertMemberOf, reconcileMemberLimit, setMemberChannelPermission } from './members.service';
export { audienceSize, reconcileLimits } from './limits.service';
export {
  trackingSinkRepository,
  type TSinkCart,
  type TSinkDevice,
  type TSinkEventSource,
  type TSinkIdentity,
  type TSinkOrder,
  type TSinkProduct,
} from './tracking-sink.repository';
export { type TSinkFavorite } from './catalogue.service';
export { importRoutes } from './import/import.routes';
export { IMPORT_MEMBERS_JOB } from './import/import.jobs';
export { FOLD_MEMBER_COUNTS_CRON, FOLD_MEMBER_COUNTS_JOB } from './audience.jobs';
export { seedDemoAudience, type TDemoScale } from './demo-data/demo-audience.service';
export { demoPerson } from './demo-data/turkish-names';
export { CSV_BOM, csvLine, keysetCsv } from './import/csv-writer';
export { parseAll } from './import/csv-parser';
export { accountForApiKey } from './public-api.service';
export { pushDevicesRepository, type TPushRegistrationValues, type TPushTarget } from './push-devices.repository';
export {
  accountsWithPermissionChanges,
  applyRegistryPermissions,
  recordMemberPermissionChange,
  recordPermissionChanges,
  takePermissionChanges,
  type TPermissionChange,
  type TPermissionChannel,
  type TPermissionSource,
  type TRegistryPermission,
} from './permission-outbox';
export {
  memberProfiles,
  memberReach,
  membersCreatedSince,
  membersLastLoginBetween,
  membersWithBirthday,
  membersWithEventSince,
  tagMembers,
  findMemberByIdentity,
  setMemberFields,
  type TMemberProfile,
  type TMemberReach,
} from './journey-facts';
export { audienceFacts, newMembersPerBucket, type TAudienceFacts } from './dashboard-facts';
export { upsertSiteMember, type TSiteContact } from './site-members.service';
export { registerMemberTabSource, type TMemberTabSource } from './member-tab-sources';
export { registerMemberSegments, type TMemberSegment } from './member-segments';
export { upsertMembersFromApi, upsertOrdersFromApi, upsertProductsFromApi } from './public-api.service';
export {
  memberDataExport,
  redactMember,
  syncMemberCarts,
  type TMemberDataExport,
  type TMemberKey,
  type TPlatformCart,
} from './platform-sync.service';
export {
  memberFilterCondition,
  registerMemberFilter,
  type TMemberColumns,
  type TMemberFilterCondition,
} from './member-filter-extensions';
export { registerMemberEmailVerification } from './member-detail-facts';
export { memberOrder, type TMemberOrder } from './member-order.repository';
export { memberVariableFacts, type TVariableTagRow } from './variable-facts.repository';
export { existingMemberIds, memberIdsByKeys } from './member-ids.repository';
export { AUDIENCE_RELATIONS, memberAddressesRelation, memberEmailsRelation, ordersRelation } from './read-models';
export { reachableMemberCount } from './reachable-count';
