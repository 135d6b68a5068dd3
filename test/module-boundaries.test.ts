import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { moduleBoundaries } from '../scripts/eslint/module-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const modules = path.resolve('apps/server/src/modules');
const at = (file: string) => path.join(modules, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('module-boundaries', moduleBoundaries, {
  valid: [
    { filename: at('campaigns/tasks.service.ts'), code: "import { findMember } from '../audience';" },
    { filename: at('campaigns/tasks.service.ts'), code: "import { x } from '../audience/index';" },
    { filename: at('campaigns/tasks.service.ts'), code: "import { x } from './campaigns.repository';" },
    { filename: at('messaging/send.service.ts'), code: "import { sendMail } from '../channels/email';" },
    { filename: at('channels/email/providers/smtp.ts'), code: "import { dkim } from '../mime/dkim-sign';" },
    { filename: at('coupons/coupons.tables.ts'), code: "import { campaigns } from '../campaigns/campaigns.tables';" },
    { filename: at('campaigns/x.int.test.ts'), code: "import { members } from '../audience/audience.tables';" },
    { filename: at('registry.ts'), code: "import { campaignsRoutes } from './campaigns';" },
    { filename: at('campaigns/x.ts'), code: "import { ROUTES } from '../../platform/http/app';" },
  ],
  invalid: [
    {
      filename: at('campaigns/tasks.service.ts'),
      code: "import { membersRepository } from '../audience/members.repository';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('channels/sms/sms.service.ts'),
      code: "import { x } from '../email/senders.service';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('segments/compiler.ts'),
      code: "export { members } from '../audience/audience.tables';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('audience/import/upload.ts'),
      code: "const m = await import('../../applications/applications.repository');",
      errors: [{ messageId: 'deep' }],
    },
  ],
});
