// The segments module's public API: routes and jobs, membership queries for the send pipeline and
// campaigns, and the segments of a member, which it registers with audience's member detail.
import { registerUsageCounter } from '../accounts';
import { registerMemberSegments } from '../audience';
import { memberSegmentRowsQuery } from './segment-members.query';
import { segmentsOfMember } from './segment-members.service';
import { segmentsRepository } from './segments.repository';

export {
  memberInAnySegment,
  memberSegmentIdsQuery,
  segmentChangesQuery,
  segmentExists,
  segmentMemberIdsQuery,
  segmentNameQuery,
  staticSegmentIds,
} from './segment-members.query';
export { addToStaticSegment, segmentsOfMember } from './segment-members.service';
export { segmentsRoutes } from './segments.routes';
export { segmentsPublicRoutes } from './segments-public.routes';
export { SEGMENT_CRONS, SEGMENT_JOBS } from './segments.jobs';

registerUsageCounter('segment_count', (db, accountId) => segmentsRepository(db).countAll(accountId));
registerMemberSegments(
  (db, accountId, memberId) => segmentsOfMember({ db }, accountId, memberId),
  memberSegmentRowsQuery,
);
