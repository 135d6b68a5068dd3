import { ACCOUNT_PROMPT_DELAY_MS, EMAIL_SETTINGS_PROMPT_DELAY_MS } from '@ulak/shared/constants';
import { showDialog } from '../../lib/dialogs/app-dialog';
import { detectInFrame, isFramedContext } from '../../lib/env/framed';
import { translate as t } from '../../lib/i18n/i18n';
import { isGuardLoggedIn } from '../../lib/session/session';
import { local } from '../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import {
  needsEmailSettingsPrompt,
  shouldCheckAccountVerification,
  shouldCheckEmailSettings,
  suppressUntil,
} from './prompt-rules';
import { promptsApi } from './prompts-api';

async function runAccountVerificationPrompt(): Promise<void> {
  const input = {
    pathname: window.location.pathname,
    loggedIn: isGuardLoggedIn('user'),
    suppression: local.getItem(STORAGE_KEYS.accVerifiedExp),
    nowMs: Date.now(),
  };
  if (!shouldCheckAccountVerification(input)) return;
  const profile = await promptsApi.profile().catch(() => null);
  if (!profile) return;
  local.setItem(STORAGE_KEYS.accVerifiedExp, suppressUntil(Date.now()));
  if (profile.email_verification) return;
  const choice = await showDialog({
    variant: 'warning',
    testId: 'account-verification-dialog',
    title: t('prompts.verify_title'),
    message: t('prompts.verify_message'),
    confirmLabel: t('prompts.verify_now'),
    cancelLabel: t('prompts.later'),
  });
  if (choice !== 'confirm') return;
  const sent = await promptsApi.sendVerificationMail().catch(() => null);
  if (!sent) return;
  await showDialog({
    variant: 'success',
    testId: 'verification-sent-dialog',
    title: t('prompts.mail_sent_title'),
    message: t('prompts.mail_sent_message'),
    confirmLabel: t('common.ok'),
  });
}

async function runEmailSettingsPrompt(navigate: (to: string) => void): Promise<void> {
  const input = {
    pathname: window.location.pathname,
    loggedIn: isGuardLoggedIn('user'),
    framed: isFramedContext({ inFrame: detectInFrame(), href: window.location.href }),
    suppression: local.getItem(STORAGE_KEYS.emailSettingExp),
    nowMs: Date.now(),
  };
  if (!shouldCheckEmailSettings(input)) return;
  let settings;
  try {
    settings = await promptsApi.emailSendingSettings();
  } catch {
    return;
  }
  local.setItem(STORAGE_KEYS.emailSettingExp, suppressUntil(Date.now()));
  if (!needsEmailSettingsPrompt(settings)) return;
  const choice = await showDialog({
    variant: 'warning',
    testId: 'email-settings-dialog',
    title: t('prompts.email_settings_title'),
    message: t('prompts.email_settings_message'),
    confirmLabel: t('prompts.set_now'),
    cancelLabel: t('prompts.later'),
  });
  if (choice === 'confirm') navigate('/user/settings/sending/');
}

let scheduled = false;

// SPEC §4: both prompts run once per page load; showDialog queues them so they never overlap.
export function scheduleStartupPrompts(navigate: (to: string) => void): () => void {
  if (scheduled) return () => undefined;
  scheduled = true;
  const timers = [
    window.setTimeout(() => void runAccountVerificationPrompt(), ACCOUNT_PROMPT_DELAY_MS),
    window.setTimeout(() => void runEmailSettingsPrompt(navigate), EMAIL_SETTINGS_PROMPT_DELAY_MS),
  ];
  return () => {
    timers.forEach((timer) => window.clearTimeout(timer));
    scheduled = false;
  };
}
