// Job identifiers of the email channel (kept apart from the handlers so services can enqueue without a cycle).
export const SENDER_VERIFICATION_MAIL = 'email.sender-verification-mail';
