import type { TEmailSender, TEmailSenderInput, TEmailSendingSettings } from '@ulak/shared/email/email-settings';
import { HTTP_STATUS, type TUiLanguage } from '@ulak/shared';
import type { DbOrTx } from '../../../platform/db/database';
import type { AppDeps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/http/app-error';
import { hashToken, newToken, safeEqual } from '../../../platform/crypto/tokens';
import { resolveTxtRecords } from '../../accounts';
import { addJob } from '../../../platform/jobs/add-job';
import { checkDkim, checkDmarc, checkSpf, expectedRecords } from './dns-records';
import { newDkimKeys } from './dkim-keys';
import { sendersRepository, type TSenderRow } from './senders.repository';
import { SENDER_VERIFICATION_MAIL } from './job-names';

type Deps = Pick<AppDeps, 'db' | 'config' | 'secretBox'>;

export function toSender(row: TSenderRow, spfInclude: string): TEmailSender {
  const records = expectedRecords(
    { domain: row.domain, dkimSelector: row.dkimSelector, dkimPublicKey: row.dkimPublicKey, spfInclude },
    { spf: row.spfOk, dkim: row.dkimOk, dmarc: row.dmarcOk },
  );
  return {
    id: row.id,
    domain: row.domain,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    status: row.status,
    addressConfirmed: row.addressConfirmedAt !== null,
    records,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSenders(deps: Deps, accountId: number): Promise<TEmailSender[]> {
  const rows = await sendersRepository(deps.db).list(accountId);
  return rows.map((row) => toSender(row, deps.config.emailSpfInclude));
}

export async function getSender(deps: Deps, accountId: number, id: number): Promise<TEmailSender> {
  const row = await sendersRepository(deps.db).find(accountId, id);
  if (!row) throw notFound();
  return toSender(row, deps.config.emailSpfInclude);
}

// A new sender gets its own key pair; the verification mail goes to the From mailbox.
export async function addSender(
  deps: Deps,
  accountId: number,
  input: TEmailSenderInput,
  lang: TUiLanguage,
): Promise<TEmailSender> {
  const keys = await newDkimKeys();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await sendersRepository(tx).insert(accountId, {
      domain: input.domain,
      fromAddress: input.fromAddress,
      fromName: input.fromName,
      dkimSelector: keys.selector,
      dkimPublicKey: keys.publicKey,
      dkimPrivateKeySealed: deps.secretBox.seal(keys.privateKeyPem),
    });
    if (!inserted)
      throw new AppError('validation', HTTP_STATUS.validation, 'email_settings.validation.sender_exists', {}, [
        'email_settings.validation.sender_exists',
      ]);
    await addJob(tx, SENDER_VERIFICATION_MAIL, { accountId, senderId: inserted.id, lang });
    return inserted;
  });
  return toSender(row, deps.config.emailSpfInclude);
}

// Checks every record against DNS (the configured resolver) and stores each result.
export async function verifySender(deps: Deps, accountId: number, id: number): Promise<TEmailSender> {
  const repo = sendersRepository(deps.db);
  const row = await repo.find(accountId, id);
  if (!row) throw notFound();
  const servers = deps.config.dnsServers;
  const [root, dkim, dmarc] = await Promise.all([
    resolveTxtRecords(servers, row.domain),
    resolveTxtRecords(servers, `${row.dkimSelector}._domainkey.${row.domain}`),
    resolveTxtRecords(servers, `_dmarc.${row.domain}`),
  ]);
  const saved = await repo.saveChecks(accountId, id, {
    spfOk: checkSpf(root, deps.config.emailSpfInclude),
    dkimOk: checkDkim(dkim, row.dkimPublicKey),
    dmarcOk: checkDmarc(dmarc),
  });
  if (!saved) throw notFound();
  return toSender(saved, deps.config.emailSpfInclude);
}

export async function resendSenderVerification(
  deps: Deps,
  accountId: number,
  id: number,
  lang: TUiLanguage,
): Promise<{ sent: boolean }> {
  await deps.db.transaction(async (tx) => {
    const row = await sendersRepository(tx).find(accountId, id);
    if (!row) throw notFound();
    if (row.addressConfirmedAt) throw new AppError('noop', HTTP_STATUS.noop);
    await addJob(tx, SENDER_VERIFICATION_MAIL, { accountId, senderId: id, lang });
  });
  return { sent: true };
}

// Issues a fresh token for the confirmation link; called by the mail job, so the token never sits in a job row.
export async function issueSenderToken(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  id: number,
): Promise<{ row: TSenderRow; token: string } | null> {
  const repo = sendersRepository(deps.db);
  const row = await repo.find(accountId, id);
  if (!row || row.addressConfirmedAt) return null;
  const token = newToken();
  await repo.setAddressToken(accountId, id, hashToken(token));
  return { row, token };
}

// The From mailbox opened the link. Answers false for any wrong id or token.
export async function confirmSenderAddress(deps: Pick<AppDeps, 'db'>, id: number, token: string): Promise<boolean> {
  const repo = sendersRepository(deps.db);
  const row = await repo.findForConfirmation(id);
  if (!row?.addressTokenHash || !safeEqual(row.addressTokenHash, hashToken(token))) return false;
  await repo.confirmAddress(row.accountId, row.id);
  return true;
}

export async function resetSender(deps: Deps, accountId: number, id: number): Promise<TEmailSender> {
  const keys = await newDkimKeys();
  const row = await sendersRepository(deps.db).reset(accountId, id, {
    dkimSelector: keys.selector,
    dkimPublicKey: keys.publicKey,
    dkimPrivateKeySealed: deps.secretBox.seal(keys.privateKeyPem),
  });
  if (!row) throw notFound();
  return toSender(row, deps.config.emailSpfInclude);
}

export async function removeSender(deps: Deps, accountId: number, id: number): Promise<void> {
  if (!(await sendersRepository(deps.db).remove(accountId, id))) throw notFound();
}

// SPEC §3/§7: null when no sender is set, `verify: "Success"` once verified.
export async function emailSendingSettings(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
): Promise<TEmailSendingSettings> {
  const row = await sendersRepository(deps.db).primary(accountId);
  if (!row) return null;
  return {
    id: row.id,
    domain: row.domain,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    verify: row.status === 'verified' ? 'Success' : 'Pending',
  };
}

// The demo account's ready sender on the local relay (development only: its domain is not public, so
// DNS cannot verify it). Marked verified with its key pair so the first campaign goes out at once.
export async function seedDemoSender(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  accountId: number,
  sender: { domain: string; fromAddress: string; fromName: string },
): Promise<void> {
  const keys = await newDkimKeys();
  const repo = sendersRepository(deps.db);
  const row = await repo.insert(accountId, {
    ...sender,
    dkimSelector: keys.selector,
    dkimPublicKey: keys.publicKey,
    dkimPrivateKeySealed: deps.secretBox.seal(keys.privateKeyPem),
  });
  if (!row) return;
  await repo.confirmAddress(accountId, row.id);
  await repo.saveChecks(accountId, row.id, { spfOk: true, dkimOk: true, dmarcOk: true });
}

// For the dashboard and onboarding: whether the account has a sender, and whether one is verified.
export async function senderState(db: DbOrTx, accountId: number): Promise<'none' | 'pending' | 'verified'> {
  const row = await sendersRepository(db).primary(accountId);
  return row ? (row.status === 'verified' ? 'verified' : 'pending') : 'none';
}
