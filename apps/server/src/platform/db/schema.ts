import * as accountsTables from '../../modules/accounts/accounts.tables';
import * as adminTables from '../../modules/admin/admin.tables';
import * as authTables from '../../modules/auth/auth.tables';

// Every module's Drizzle tables, gathered for the query builder and for drizzle-kit.
export const schema = {
  accounts: accountsTables.accounts,
  users: accountsTables.users,
  userDomains: accountsTables.userDomains,
  loginActivity: accountsTables.loginActivity,
  twoFactorMethods: accountsTables.twoFactorMethods,
  admins: adminTables.admins,
  sessions: authTables.sessions,
  authTokens: authTables.authTokens,
};
