import type { Database } from './db/client.js';
import { DocumentsRepository } from './modules/documents/documents.repository.js';
import { DocumentsService } from './modules/documents/documents.service.js';
import { MainService } from './modules/main/main.service.js';
import { SettingsRepository } from './modules/main/settings.repository.js';
import { ServersRepository } from './modules/servers/servers.repository.js';
import { ServersService } from './modules/servers/servers.service.js';
import { RedirectsRepository } from './modules/redirects/redirects.repository.js';
import { RedirectsService } from './modules/redirects/redirects.service.js';
import { ReferralsRepository } from './modules/referrals/referrals.repository.js';
import { ReferralsService } from './modules/referrals/referrals.service.js';
import { AccountHistory } from './modules/accounts/accountHistory.repository.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { LegacyTokens } from './modules/accounts/legacyTokens.js';
import { SessionsRepository } from './modules/accounts/sessions.repository.js';
import { UsersRepository } from './modules/accounts/users.repository.js';
import { AuthService, type SessionLifetime } from './platform/auth/AuthService.js';
import { FlowTokens } from './platform/auth/flowTokens.js';
import { IdempotencyStore } from './platform/idempotency/IdempotencyStore.js';
import { Ledger } from './platform/ledger/Ledger.js';
import { Throttle } from './platform/throttle/throttle.js';
import { IngestService } from './modules/gameStats/ingest.service.js';
import { ServerTokens } from './modules/gameStats/serverTokens.js';
import { AuditLog } from './platform/audit/AuditLog.js';
import { BanState } from './modules/store/banState.js';

export interface Services {
  /** For modules that build their own repositories (two-factor links). */
  database: Database['db'];
  servers: ServersService;
  documents: DocumentsService;
  main: MainService;
  redirects: RedirectsService;
  referrals: ReferralsService;
  users: UsersRepository;
  sessions: SessionsRepository;
  auth: AuthService;
  accounts: AccountsService;
  flowTokens: FlowTokens;
  throttle: Throttle;
  history: AccountHistory;
  legacyTokens: LegacyTokens;
  ledger: Ledger;
  idempotency: IdempotencyStore;
  serverTokens: ServerTokens;
  ingest: IngestService;
  audit: AuditLog;
}

/** Wires repositories to services; nothing touches the database until a request comes in. */
export function createServices(
  database: Database,
  secret: string,
  clock: () => Date = () => new Date(),
  sessionLifetime?: SessionLifetime,
): Services {
  const servers = new ServersService(new ServersRepository(database.db), clock);
  const documents = new DocumentsService(new DocumentsRepository(database.db), servers);
  const main = new MainService(new SettingsRepository(database.db), servers, documents);
  const redirects = new RedirectsService(new RedirectsRepository(database.db), clock);
  const referrals = new ReferralsService(new ReferralsRepository(database.db), secret, clock);
  const users = new UsersRepository(database.db);
  const ledger = new Ledger(database.db);
  const sessions = new SessionsRepository(database.db);
  const auth = new AuthService(sessions, users, clock, sessionLifetime);
  const flowTokens = new FlowTokens(database.db, clock);
  const throttle = new Throttle(database.db, clock);
  const accounts = new AccountsService(
    users,
    sessions,
    throttle,
    clock,
    ledger,
    new BanState(database.db, clock),
    referrals,
  );
  const history = new AccountHistory(database.db, clock);
  const legacyTokens = new LegacyTokens(flowTokens, users);
  return {
    database: database.db,
    servers,
    documents,
    main,
    redirects,
    referrals,
    users,
    sessions,
    auth,
    accounts,
    flowTokens,
    throttle,
    history,
    legacyTokens,
    ledger,
    idempotency: new IdempotencyStore(database.db, clock),
    serverTokens: new ServerTokens(database.db, clock),
    ingest: new IngestService(database.db, clock),
    audit: new AuditLog(database.db, clock),
  };
}
