import { Anchor, Badge, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconBrandShopee, IconCode, IconShoppingBag } from '@tabler/icons-react';
import type { TOnboardingState } from '@ulak/shared/dashboard';
import { ONBOARDING_STEPS, type TOnboardingStep } from '@ulak/shared/dashboard-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyField } from '../../common/components/copy-field';
import { useCloseOnboarding, useOnboarding, useSkipOnboardingStep } from '../hooks/use-dashboard';

const ACTION_LINK: Record<Exclude<TOnboardingStep, 'connect_shop'>, string> = {
  verify_sender: '/user/domain-dns-settings',
  import_members: '/user/members',
  first_campaign: '/user/campaigns',
};

// The onboarding wizard of a fresh account: its progress lives on the server; a step is done when its
// fact becomes true (a verified sender, a member, a campaign), any step can be skipped and resumed.
export function OnboardingWizard() {
  const { t } = useTranslation();
  const onboarding = useOnboarding();
  const close = useCloseOnboarding();
  const state = onboarding.data;
  if (!state) return null;
  const through = state.steps.every((s) => s.done || s.skipped);
  const allDone = state.steps.every((s) => s.done);
  if (allDone) return null;
  if (state.closed)
    return (
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => close.mutate(false)} data-testid="onboarding-reopen">
          {t('onboarding.reopen')}
        </Button>
      </Group>
    );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="onboarding-wizard">
      <Group justify="space-between" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('onboarding.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {through ? t('onboarding.all_through') : t('onboarding.intro')}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          size="xs"
          color="gray"
          onClick={() => close.mutate(true)}
          data-testid="onboarding-close"
        >
          {t('onboarding.close')}
        </Button>
      </Group>
      <WizardSteps state={state} />
    </Card>
  );
}

function WizardSteps({ state }: { state: TOnboardingState }) {
  const { t } = useTranslation();
  const skip = useSkipOnboardingStep();
  const currentIndex = state.current ? ONBOARDING_STEPS.indexOf(state.current) : ONBOARDING_STEPS.length;
  // The merchant may open any step; by default the wizard resumes where the server says.
  const [picked, setPicked] = useState<number | null>(null);
  const active = picked ?? currentIndex;
  return (
    <Stepper active={active} onStepClick={setPicked} allowNextStepsSelect size="sm" data-testid="onboarding-stepper">
      {state.steps.map((step) => (
        <Stepper.Step
          key={step.key}
          label={t(`onboarding.steps.${step.key}.label`)}
          description={
            step.done ? t('onboarding.done') : step.skipped ? t('onboarding.skipped') : t('onboarding.open_step')
          }
          completedIcon={step.done ? undefined : '–'}
          data-testid={`onboarding-step-${step.key}`}
        >
          <Stack gap="sm" mt="md" data-testid={`onboarding-panel-${step.key}`}>
            <Group gap="xs">
              <Text fw={600}>{t(`onboarding.steps.${step.key}.title`)}</Text>
              {step.done ? <Badge color="teal">{t('onboarding.done')}</Badge> : null}
              {step.skipped && !step.done ? <Badge color="gray">{t('onboarding.skipped')}</Badge> : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`onboarding.steps.${step.key}.body`)}
            </Text>
            {step.key === 'connect_shop' ? (
              <ConnectShop state={state} />
            ) : (
              <Group>
                <Button component={Link} to={ACTION_LINK[step.key]} data-testid={`onboarding-action-${step.key}`}>
                  {t(`onboarding.steps.${step.key}.action`)}
                </Button>
              </Group>
            )}
            {!step.done ? (
              <Group>
                {step.skipped ? (
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => skip.mutate({ step: step.key, skipped: false })}
                    data-testid={`onboarding-resume-${step.key}`}
                  >
                    {t('onboarding.resume')}
                  </Button>
                ) : (
                  <Button
                    variant="default"
                    size="xs"
                    loading={skip.isPending}
                    onClick={() => {
                      setPicked(null);
                      skip.mutate({ step: step.key, skipped: true });
                    }}
                    data-testid={`onboarding-skip-${step.key}`}
                  >
                    {t('onboarding.skip')}
                  </Button>
                )}
              </Group>
            ) : null}
          </Stack>
        </Stepper.Step>
      ))}
      <Stepper.Completed>
        <Text mt="md" size="sm" data-testid="onboarding-complete">
          {t('onboarding.all_through')}
        </Text>
      </Stepper.Completed>
    </Stepper>
  );
}

const PLATFORMS = [
  { key: 'shopify', icon: IconShoppingBag },
  { key: 'tsoft', icon: IconBrandShopee },
] as const;

// Shopify and T-Soft connect from the platform settings; any other shop pastes the script.
function ConnectShop({ state }: { state: TOnboardingState }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group>
        {PLATFORMS.map(({ key, icon: Icon }) => (
          <Button
            key={key}
            component={Link}
            to="/user/settings/platform"
            variant="light"
            leftSection={<Icon size={16} />}
          >
            {t(`onboarding.steps.connect_shop.${key}`)}
          </Button>
        ))}
      </Group>
      <Group gap="xs">
        <IconCode size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {t('onboarding.steps.connect_shop.script')}
        </Text>
      </Group>
      {state.snippet ? (
        <>
          <Text size="sm">{t('onboarding.steps.connect_shop.script_help')}</Text>
          <CopyField value={state.snippet} testId="onboarding-snippet" block />
        </>
      ) : (
        <Text size="sm">
          {t('onboarding.steps.connect_shop.no_app')}{' '}
          <Anchor component={Link} to="/user/applications">
            {t('onboarding.steps.connect_shop.create_app')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
