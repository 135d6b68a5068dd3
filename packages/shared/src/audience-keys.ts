// The members screens' fixed lists, without the validation library: the member list draws its filters, badges and
// email verification summary from them and need not load the schemas of `./audience` to do so.
export const MEMBER_SOURCES = ['site', 'manual', 'csv', 'api'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MEMBER_PERMISSIONS = ['sms', 'email', 'whatsapp', 'call'] as const;
export const MEMBER_SORTS = ['id', 'name', 'email', 'created_at', 'last_login'] as const;

// The email verification statuses, and the classes a member is filtered by ('unchecked': not verified, or the
// address changed since).
export const EMAIL_VERIFICATION_STATUSES = ['verified', 'risky', 'invalid'] as const;
export type TEmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];
export const EMAIL_VERIFICATION_CLASSES = ['verified', 'risky', 'invalid', 'unchecked'] as const;
