// The release-notes module's public API: the staff's release notes and the merchants' unread marks.
export { releaseNotesAdminRoutes, releaseNotesUserRoutes } from './release-notes.routes';
