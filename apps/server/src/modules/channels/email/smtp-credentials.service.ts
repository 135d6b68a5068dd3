import type { TSmtpCredentials, TSmtpCredentialsInput, TSmtpTestResult } from '@ulak/shared/email/email-settings';
import type { TUiLanguage } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { assertPublicDestination } from '../../../platform/egress';
import { notFound, validationError } from '../../../platform/http/app-error';
import { translate } from '../../../platform/i18n/translate';
import { smtpCredentialsRepository, type TSmtpCredentialsRow } from './smtp-credentials.repository';
import { testSmtpEndpoint, type TSmtpEndpoint } from './smtp-transport';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config'>;

// Write-only password: the API tells whether one is stored, never what it is.
function toCredentials(row: TSmtpCredentialsRow): TSmtpCredentials {
  return {
    host: row.host,
    port: row.port,
    encryption: row.encryption,
    username: row.username,
    hasPassword: row.passwordSealed !== '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getSmtpCredentials(deps: Deps, accountId: number): Promise<TSmtpCredentials | null> {
  const row = await smtpCredentialsRepository(deps.db).find(accountId);
  return row ? toCredentials(row) : null;
}

// The merchant names the host: it must not lead into our own network (SSRF).
async function refusePrivateHost(deps: Deps, host: string): Promise<void> {
  await assertPublicDestination(host, { field: 'host', kind: 'host', allowPrivate: deps.config.egressAllowPrivate });
}

export async function saveSmtpCredentials(
  deps: Deps,
  accountId: number,
  input: TSmtpCredentialsInput,
): Promise<TSmtpCredentials> {
  await refusePrivateHost(deps, input.host);
  const repo = smtpCredentialsRepository(deps.db);
  const existing = await repo.find(accountId);
  const password = input.password ?? '';
  if (password === '' && !existing && input.username !== '')
    throw validationError('email_settings.validation.smtp_password_required', 'password');
  const passwordSealed = password !== '' ? deps.secretBox.seal(password) : (existing?.passwordSealed ?? '');
  const row = await repo.upsert(accountId, {
    host: input.host,
    port: input.port,
    encryption: input.encryption,
    username: input.username,
    passwordSealed,
  });
  return toCredentials(row);
}

export async function deleteSmtpCredentials(deps: Deps, accountId: number): Promise<void> {
  if (!(await smtpCredentialsRepository(deps.db).remove(accountId))) throw notFound();
}

// The endpoint the provider sends through: the stored credentials, password opened.
export async function smtpEndpoint(deps: Deps, accountId: number): Promise<TSmtpEndpoint | null> {
  const row = await smtpCredentialsRepository(deps.db).find(accountId);
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    encryption: row.encryption,
    username: row.username,
    password: row.passwordSealed ? deps.secretBox.open(row.passwordSealed) : '',
  };
}

// Tests what the form holds; an empty password means "the stored one".
export async function testSmtpCredentials(
  deps: Deps,
  accountId: number,
  input: TSmtpCredentialsInput,
  lang: TUiLanguage,
): Promise<TSmtpTestResult> {
  await refusePrivateHost(deps, input.host);
  let password = input.password ?? '';
  if (password === '') {
    const stored = await smtpEndpoint(deps, accountId);
    if (!stored && input.username !== '')
      throw validationError('email_settings.validation.smtp_password_required', 'password');
    password = stored?.password ?? '';
  }
  const result = await testSmtpEndpoint({ ...input, password }, deps.config.egressAllowPrivate);
  return result.ok || result.message
    ? result
    : { ok: false, message: translate(lang, 'email_settings.smtp_unreachable') };
}
