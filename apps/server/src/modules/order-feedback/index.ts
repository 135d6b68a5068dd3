// The order-feedback module's public API: the order evaluation and satisfaction survey member pages,
// their signed links for the two scenarios' messages, and the results.
import { registerMemberTabSource } from '../audience';
import { memberFeedback } from './order-feedback.service';

// The member's order evaluations and survey answers on the member detail page.
registerMemberTabSource('order-feedback', (db, accountId, memberId, q) =>
  memberFeedback({ db }, accountId, memberId, q),
);

export { orderFeedbackPublicRoutes, orderFeedbackRoutes } from './order-feedback.routes';
export { orderFeedbackLinks } from './order-feedback.service';
export { signFeedbackToken, type TFeedbackKind, type TFeedbackTarget } from './tokens';
