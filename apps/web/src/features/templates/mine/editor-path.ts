// The editor's route carries the template (and optionally the language) in its query string.
export const EDITOR_ROUTE = '/user/email-templates/edit-user-email-template';

export function editorPath(id: number, language?: string): string {
  return `${EDITOR_ROUTE}?id=${id}${language ? `&language=${language}` : ''}`;
}
