import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../common/components/page-header';
import { TemplateStore } from '../store/store-screen';
import { MyTemplates } from './my-templates';

type TTab = 'mine' | 'store';

// /user/email-templates (mine first) and /user/settings/templates (the store first); the tab is in the address.
export function EmailTemplatesScreen({ titleKey, initialTab }: { titleKey: string; initialTab: TTab }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (params.get('tab') as TTab | null) ?? initialTab;
  return (
    <>
      <PageHeader
        title={t(titleKey)}
        description={t('email_templates.description')}
        actions={
          <Button
            component={Link}
            to="/user/email-templates/create-user-email-template"
            leftSection={<IconPlus size={16} />}
            data-testid="template-new"
          >
            {t('email_templates.mine.new')}
          </Button>
        }
      />
      <Tabs value={tab} onChange={(v) => setParams(v ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="mine" data-testid="tab-mine">
            {t('email_templates.tabs.mine')}
          </Tabs.Tab>
          <Tabs.Tab value="store" data-testid="tab-store">
            {t('email_templates.tabs.store')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <MyTemplates />
        </Tabs.Panel>
        <Tabs.Panel value="store">
          <TemplateStore />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
