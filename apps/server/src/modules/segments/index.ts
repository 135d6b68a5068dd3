// The segments module's public API: routes and jobs, membership queries for the send pipeline and
// campaigns, and the hook audience/tracking call when a member's data changes.
import { registerUsageCounter } from '../accounts';
import { segmentsRepository } from './segments.repository';

export {
  memberInAnySegment,
  memberSegmentIdsQuery,
  segmentChangesQuery,
  segmentExists,
  segmentMemberIdsQuery,
  staticSegmentIds,
} from './segment-members.query';
export { notifyMembersChanged } from './member-changed';
export { addToStaticSegment, segmentsOfMember } from './segment-members.service';
export { segmentsRoutes } from './segments.routes';
export { segmentsPublicRoutes } from './segments-public.routes';
export { SEGMENT_CRONS, SEGMENT_JOBS } from './segments.jobs';

registerUsageCounter('segment_count', (db, accountId) => segmentsRepository(db).countAll(accountId));
