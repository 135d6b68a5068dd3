import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { ZCheckoutInput, ZPurchase, type TPurchase } from '@ulak/shared/billing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { EmptyState } from '../../common/components/empty-state';
import { PageHeader } from '../../common/components/page-header';
import { useCheckout, usePrice } from '../hooks/use-billing';
import { PriceTable } from './price-table';
import { FormAlert } from '../../common/components/form-alert';

// "main/plus-yearly" or "extra/sms-1000" from the route.
export function purchaseFromRoute(type: string | undefined, code: string | undefined): TPurchase | null {
  const cut = (code ?? '').lastIndexOf('-');
  const [head, tail] = [(code ?? '').slice(0, cut), (code ?? '').slice(cut + 1)];
  const raw =
    type === 'main'
      ? { kind: 'main', planCode: head, period: tail }
      : { kind: 'extra', channel: head, amount: Number(tail) };
  const parsed = ZPurchase.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const FIELDS = [
  'name',
  'surname',
  'identityNumber',
  'companyName',
  'taxOffice',
  'taxNumber',
  'address',
  'city',
  'zipCode',
] as const;
type TInvoiceForm = Record<(typeof FIELDS)[number], string> & { type: 'individual' | 'company' };
const EMPTY_INVOICE = { type: 'individual', ...Object.fromEntries(FIELDS.map((f) => [f, ''])) } as TInvoiceForm;

// /user/payment/:type/:code: the price with KDV and a coupon, the invoice details, then iyzico's
// checkout form (card and 3-D Secure on iyzico's pages).
export function CheckoutScreen({ type, code }: { type?: string; code?: string }) {
  const { t } = useTranslation();
  const purchase = purchaseFromRoute(type, code);
  const [coupon, setCoupon] = useState('');
  const [couponInput, setCouponInput] = useState('');
  const price = usePrice(purchase, coupon);
  const checkout = useCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  // The whole checkout request is checked; the invoice is the part typed here ('invoice.name' on both sides).
  const form = useSchemaForm({
    schema: ZCheckoutInput,
    initialValues: { invoice: EMPTY_INVOICE },
    toInput: (values) => ({
      purchase,
      couponCode: coupon || undefined,
      invoice: pick(values.invoice),
      autoRenew: true,
    }),
    errorNamespace: 'billing',
  });
  if (!purchase) return <EmptyState titleKey="empty.nothing_to_show" />;
  const couponError =
    price.error instanceof ApiError ? (price.error.fieldMessage('couponCode') ?? price.error.message) : null;
  const pay = form.onSubmit(
    (input) =>
      checkout.mutate(input, {
        onSuccess: (started) => window.location.assign(started.paymentPageUrl),
        onError: (error) => {
          if (!(error instanceof ApiError)) return setFailure(t('billing.payment_failed'));
          showServerErrors(form, error);
          if (error.fieldMessage('couponCode')) setCoupon('');
          setFailure(error.message);
        },
      }),
    // The coupon is checked with the request but typed beside it.
    (errors) => {
      if (errors.couponCode) setFailure(t('billing.validation.invalid'));
    },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    pay(event);
  };
  const invoiceType = form.getValues().invoice.type;
  const field = (name: (typeof FIELDS)[number]) => (
    <TextInput
      key={name}
      data-testid={`invoice-${name}`}
      label={t(`billing.invoice_fields.${name}`)}
      required
      {...form.getInputProps(`invoice.${name}`)}
    />
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.payment')} description={t('billing.checkout_intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t('billing.invoice_details')}>
          <Stack gap="sm">
            <Text fw={700}>{t('billing.invoice_details')}</Text>
            <SegmentedChoice
              aria-label={t('billing.invoice_type')}
              data={[
                { value: 'individual', label: t('billing.individual') },
                { value: 'company', label: t('billing.company') },
              ]}
              value={invoiceType}
              onChange={(v) => form.setFieldValue('invoice.type', v === 'company' ? 'company' : 'individual')}
            />
            {invoiceType === 'individual'
              ? (['name', 'surname', 'identityNumber'] as const).map(field)
              : (['companyName', 'taxOffice', 'taxNumber'] as const).map(field)}
            {(['address', 'city', 'zipCode'] as const).map(field)}
            <FormAlert message={failure} />
            <Button type="submit" loading={checkout.isPending} disabled={!price.data} data-testid="checkout-pay">
              {t('billing.pay')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Text fw={700}>
              {purchase.kind === 'main'
                ? `${purchase.planCode.toUpperCase()} · ${t(`billing.${purchase.period}`)}`
                : `${t(`billing.channels.${purchase.channel}`)} +${purchase.amount}`}
            </Text>
            <Group align="flex-end">
              <TextInput
                label={t('billing.coupon_code')}
                value={couponInput}
                onChange={(e) => setCouponInput(e.currentTarget.value)}
                error={couponError}
              />
              <Button variant="light" onClick={() => setCoupon(couponInput.trim())}>
                {t('billing.apply')}
              </Button>
            </Group>
            {price.data ? <PriceTable price={price.data} /> : null}
            <Text size="xs" c="dimmed">
              {t('billing.iyzico_note')}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function pick(values: TInvoiceForm) {
  const common = { address: values.address, city: values.city, zipCode: values.zipCode };
  return values.type === 'individual'
    ? {
        type: 'individual',
        name: values.name,
        surname: values.surname,
        identityNumber: values.identityNumber,
        ...common,
      }
    : {
        type: 'company',
        companyName: values.companyName,
        taxOffice: values.taxOffice,
        taxNumber: values.taxNumber,
        ...common,
      };
}
