import { sql } from 'drizzle-orm';
import {
  HTTP_STATUS,
  maskCoupon,
  pickUiLanguage,
  type TNewsletterSettings,
  type TNewsletterSignupInput,
  type TWidgetText,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/http/app-error';
import { hashToken, newToken } from '../../platform/crypto/tokens';
import { normalizePhone } from '@ulak/shared/phone';
import { upsertSiteMember } from '../audience';
import { reserveCoupon } from '../coupons';
import type { TConfigApp } from './widget-config.service';
import { signedWidget } from './widget-interactions.service';
import { widgetsRepository } from './widgets.repository';
import { enqueueVisitorNotice } from './widgets.jobs';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config'>;

// A sign-up: nothing is created until the visitor opens the link sent to the address (double
// opt-in through /newsletter/verification); the consent text shown is stored with it.
export async function signUpNewsletter(
  deps: Deps,
  app: TConfigApp,
  widgetId: number,
  input: TNewsletterSignupInput & { lang?: string },
): Promise<{ pending: true }> {
  const { widget } = await signedWidget(deps, app, widgetId, input);
  if (widget.type !== 'newsletter') throw notFound();
  const settings = widget.settings as TNewsletterSettings;
  const email = settings.channel === 'email' ? input.email?.trim().toLowerCase() : undefined;
  const phone = settings.channel === 'phone' && input.phone ? normalizePhone(input.phone) : null;
  if (settings.channel === 'email' && !email) throw validationError('validation.contact_required', 'email');
  if (settings.channel === 'phone' && !phone) throw validationError('validation.phone_format', 'phone');
  const lang = pickUiLanguage(input.lang) ?? 'tr';
  const texts = widget.texts as Record<string, TWidgetText | undefined>;
  const consentText = (texts[lang] ?? texts.tr ?? Object.values(texts)[0])?.consentText ?? '';
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`insert into newsletter_signups
        (account_id, widget_id, device_id, email, phone, consent_text, language, token_hash)
      values (${app.accountId}, ${widget.id}, ${input.deviceId}, ${email ?? null}, ${phone}, ${consentText}, ${lang},
        ${hashToken(token)})`);
    await widgetsRepository.record(tx, app.accountId, widget, {
      kind: 'click',
      deviceId: input.deviceId,
      memberId: null,
    });
    await enqueueVisitorNotice(tx, {
      to: email ?? phone ?? '',
      channel: email ? 'email' : 'phone',
      lang,
      template: 'newsletter_verify',
      params: { link: `${deps.config.publicUrl}/newsletter/verification?token=${token}` },
    });
  });
  return { pending: true };
}

type TSignupRow = {
  id: number;
  account_id: number;
  widget_id: number;
  device_id: string;
  email: string | null;
  phone: string | null;
  language: string;
  member_id: number | null;
  coupon_code: string | null;
  confirmed_at: Date | null;
};

// The link's page: the member is created (source 'site', the widget's tag, permission on), the
// conversion recorded and, when the widget gives one, a coupon sent. Opening the link twice is harmless.
export async function confirmNewsletter(deps: Pick<AppDeps, 'db'>, token: string) {
  return deps.db.transaction(async (tx) => {
    const found = await tx.execute<TSignupRow>(sql`select id, account_id, widget_id, device_id, email, phone, language,
        member_id, coupon_code, confirmed_at
      from newsletter_signups where token_hash = ${hashToken(token)} for update`);
    const signup = found.rows[0];
    if (!signup) throw new AppError('token_invalid', HTTP_STATUS.notFound);
    const accountId = Number(signup.account_id);
    const widget = await widgetsRepository.find(tx, accountId, Number(signup.widget_id));
    if (!widget) throw new AppError('token_invalid', HTTP_STATUS.notFound);
    if (signup.confirmed_at) {
      return { confirmed: true, couponMasked: signup.coupon_code ? maskCoupon(signup.coupon_code) : null };
    }
    const settings = widget.settings as TNewsletterSettings;
    const lang = pickUiLanguage(signup.language) ?? 'tr';
    const memberId = await upsertSiteMember(tx, accountId, {
      email: signup.email,
      phone: signup.phone,
      consent: true,
      language: lang,
      tag: settings.tag,
    });
    const coupon = settings.couponCampaignId
      ? await reserveCoupon(tx, accountId, settings.couponCampaignId, memberId)
      : null;
    await tx.execute(sql`update newsletter_signups set confirmed_at = now(), member_id = ${memberId},
      coupon_code = ${coupon?.code ?? null} where id = ${signup.id}`);
    await widgetsRepository.record(tx, accountId, widget, {
      kind: 'conversion',
      deviceId: signup.device_id,
      memberId,
      details: { signup: Number(signup.id) },
    });
    if (coupon) {
      await enqueueVisitorNotice(tx, {
        to: signup.email ?? signup.phone ?? '',
        channel: signup.email ? 'email' : 'phone',
        lang,
        template: 'widget_coupon',
        params: { prize: widget.name, code: coupon.code },
      });
    }
    return { confirmed: true, couponMasked: coupon ? maskCoupon(coupon.code) : null };
  });
}
