import { Tabs } from '@mantine/core';
import { IconActivity, IconKey, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useProfile } from '../hooks/use-profile';
import { ActivityCalendar } from './activity-calendar';
import { ChangePasswordForm } from './change-password-form';
import { PersonalInfoForm } from './personal-info-form';
import { TwoFactorSettings } from './two-factor-settings';

export function ProfileScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('pages.profile')} description={profile.data?.email} />
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="info" leftSection={<IconUser size={16} />}>
            {t('profile.tab_info')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconKey size={16} />}>
            {t('profile.tab_password')}
          </Tabs.Tab>
          <Tabs.Tab value="two-factor" leftSection={<IconShieldLock size={16} />}>
            {t('profile.tab_two_factor')}
          </Tabs.Tab>
          <Tabs.Tab value="activity" leftSection={<IconActivity size={16} />}>
            {t('profile.tab_activity')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info">
          {profile.isPending ? (
            <LoadingScreen />
          ) : profile.data ? (
            <PersonalInfoForm profile={profile.data} />
          ) : (
            <EmptyState />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="two-factor">
          <TwoFactorSettings />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <ActivityCalendar />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
