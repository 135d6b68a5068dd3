import { data, type LoaderFunctionArgs, type Params } from 'react-router';

export const SENDING_TYPES = ['push', 'email', 'sms', 'web_push', 'mobile_push', 'whatsapp', 'segment', 'tag'] as const;
export const WIDGET_V2_TYPES = [
  'story',
  'wheel',
  'banner',
  'survey',
  'web_push',
  'newsletter',
  'multi_banner',
  'product_view_remember',
] as const;

export type TRouteCheck = (params: Params) => boolean;

export const isPositiveInteger = (value: string | undefined): boolean =>
  value !== undefined && /^[1-9]\d*$/.test(value);
const isSlug = (value: string | undefined): boolean => value !== undefined && /^[A-Za-z0-9_-]{1,100}$/.test(value);
const oneOf =
  (list: readonly string[]) =>
  (value: string | undefined): boolean =>
    value !== undefined && list.includes(value);

export const checks = {
  id: ((params) => isPositiveInteger(params.id)) satisfies TRouteCheck,
  code: ((params) => isSlug(params.code)) satisfies TRouteCheck,
  sendingType: ((params) => oneOf(SENDING_TYPES)(params.type)) satisfies TRouteCheck,
  widgetType: ((params) => oneOf(WIDGET_V2_TYPES)(params.type)) satisfies TRouteCheck,
  widgetTypeAndId: ((params) =>
    oneOf(WIDGET_V2_TYPES)(params.type) && (params.id === 'new' || isPositiveInteger(params.id))) satisfies TRouteCheck,
  paymentTypeAndCode: ((params) => isSlug(params.type) && isSlug(params.code)) satisfies TRouteCheck,
  segmentActionReport: ((params) =>
    isPositiveInteger(params.applicationId) && isPositiveInteger(params.segmentActionId)) satisfies TRouteCheck,
};

export type TNotFoundPayload = { kind: 'unmatched' | 'invalid' };

// A route's validity check: failing raises the fatal 404 of SPEC §2.
export function checkLoader(check: TRouteCheck) {
  return ({ params }: LoaderFunctionArgs): null => {
    if (!check(params)) throw data<TNotFoundPayload>({ kind: 'invalid' }, { status: 404 });
    return null;
  };
}

export function unmatchedLoader(): never {
  throw data<TNotFoundPayload>({ kind: 'unmatched' }, { status: 404 });
}
