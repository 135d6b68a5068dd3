import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { createAccountWithOwner, findOwnerByEmail } from '../accounts';
import { createAdmin, findAdminByEmail } from '../admin';
import { checkPassword, hashPassword } from '../auth';
import { createApplication } from '../applications';
import { seedDemoAudience } from '../audience';
import { TRIAL_PACKET } from '../billing';
import { seedDemoSender } from '../channels/email';

// Within the free plan's member limit, so the demo shows no passive members.
const DEMO_MEMBERS = 900;

export const DEMO_USER_EMAIL = 'demo@ulak.local';
export const DEMO_ADMIN_EMAIL = 'admin@ulak.local';
const DEMO_ACCOUNT_NAME = 'Demo Mağaza';
const DEMO_SENDER = { domain: 'demo.ulak.local', fromAddress: 'kampanya@demo.ulak.local', fromName: DEMO_ACCOUNT_NAME };

export type TSeededCredential = { area: 'user' | 'admin'; url: string; email: string; password: string };

const GROUPS = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#$%*+-=?@'];

// 20 characters with every group present: far above the password rules, easy to copy from a terminal.
export function generateStrongPassword(): string {
  for (;;) {
    const chars = GROUPS.map((g) => g[randomInt(g.length)] ?? '');
    const all = GROUPS.join('');
    while (chars.length < 20) chars.push(all[randomInt(all.length)] ?? '');
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
    }
    const password = chars.join('');
    if (checkPassword(password).acceptable) return password;
  }
}

// Idempotent: creates the demo merchant and the admin only when missing, and returns only what it
// created now, so credentials are printed once.
export async function seedDemo(deps: AppDeps): Promise<{ created: TSeededCredential[] }> {
  const created: TSeededCredential[] = [];
  if (!(await findOwnerByEmail(deps.db, DEMO_USER_EMAIL))) {
    const password = deps.config.demoPassword ?? generateStrongPassword();
    const passwordHash = await hashPassword(password);
    const inserted = await deps.db
      .transaction(async (tx) => {
        const owner = await createAccountWithOwner(tx, {
          accountName: DEMO_ACCOUNT_NAME,
          name: 'Demo',
          surname: 'Mağaza',
          email: DEMO_USER_EMAIL,
          phone: '+90 555 000 00 00',
          passwordHash,
          emailVerified: true,
          packet: TRIAL_PACKET,
        });
        const app = await createApplication({ db: tx, config: deps.config }, owner.accountId, {
          name: DEMO_ACCOUNT_NAME,
          platform: 'web',
          domains: ['demo.ulak.local', 'localhost'],
          locale: 'tr',
        });
        await seedDemoAudience(tx, owner.accountId, app.id, { members: DEMO_MEMBERS, tagRatio: 0.4 });
        // Mail goes out of the box: to the local relay (the mail sink) outside production.
        await seedDemoSender({ db: tx, secretBox: deps.secretBox }, owner.accountId, DEMO_SENDER);
        return true;
      })
      .catch(async (error: unknown) => {
        // Another process seeded at the same moment.
        if (await findOwnerByEmail(deps.db, DEMO_USER_EMAIL)) return false;
        throw error;
      });
    if (inserted)
      created.push({ area: 'user', url: `${deps.config.publicUrl}/auth/login`, email: DEMO_USER_EMAIL, password });
  }
  if (!(await findAdminByEmail(deps.db, DEMO_ADMIN_EMAIL))) {
    const password = deps.config.adminPassword ?? generateStrongPassword();
    const passwordHash = await hashPassword(password);
    const inserted = await createAdmin(deps.db, {
      name: 'Ulak',
      surname: 'Admin',
      email: DEMO_ADMIN_EMAIL,
      passwordHash,
    })
      .then(() => true)
      .catch(async (error: unknown) => {
        if (await findAdminByEmail(deps.db, DEMO_ADMIN_EMAIL)) return false;
        throw error;
      });
    if (inserted)
      created.push({
        area: 'admin',
        url: `${deps.config.publicUrl}/admin/auth/login`,
        email: DEMO_ADMIN_EMAIL,
        password,
      });
  }
  return { created };
}
