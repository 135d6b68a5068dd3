// Every browser storage key of SPEC §3 in one place.
export const STORAGE_KEYS = {
  token: 'token',
  expiredTime: 'expiredTime',
  lastPage: 'last_page',
  adminToken: 'adminToken',
  adminExpiredTime: 'adminExpiredTime',
  adminLastPage: 'admin_last_page',
  profile: 'profile',
  adminProfile: 'admin_profile',
  lang: 'lang',
  darkMode: 'darkMode',
  accVerifiedExp: 'accVerifiedExp',
  emailSettingExp: 'emailSettingExp',
  layoutFramed: 'layout_framed',
  platformDomain: 'platform_domain',
  userDomains: 'user_domains',
  applications: 'applications',
  userPacket: 'user_packet',
  unverifiedDomainsCount: 'unverified_domains_count',
} as const;

// Session storage keys.
export const SESSION_KEYS = {
  sendingType: 'sending_type',
  lastChunkReload: 'last_chunk_reload_at',
  newVersionDetected: 'new_version_detected',
} as const;

// Cached lists cleared on logout (SPEC §3).
export const CACHED_LIST_KEYS = [
  STORAGE_KEYS.platformDomain,
  STORAGE_KEYS.userDomains,
  STORAGE_KEYS.applications,
  STORAGE_KEYS.userPacket,
  STORAGE_KEYS.unverifiedDomainsCount,
] as const;
