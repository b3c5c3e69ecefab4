import fastifyStatic from '@fastify/static';

import { AuditLog } from '../audit/AuditLog.js';
import { ApiError, ApiErrorDetails } from '../errors/apiErrorSchema.js';
import { AuthService } from '../auth/AuthService.js';
import { FlowTokens } from '../auth/flowTokens.js';
import { PermissionGate } from '../auth/PermissionGate.js';
import { AccountHistory } from '../identity/accountHistory.repository.js';
import { SessionsRepository } from '../identity/sessions.repository.js';
import { UsersRepository } from '../identity/users.repository.js';
import { IdempotencyStore } from '../idempotency/IdempotencyStore.js';
import { Ledger } from '../ledger/Ledger.js';
import { Mailer } from '../mail/Mailer.js';
import { configuredStorage, localUploadsRoot } from '../storage/configuredStorage.js';
import type { FileStorage } from '../storage/FileStorage.js';
import { S3Storage } from '../storage/S3Storage.js';
import { Throttle } from '../throttle/throttle.js';
import { defineModule } from './contract.js';

declare module './ports.js' {
  interface Ports {
    /** Who is signed in (Access-Id / Access-Token), checked once per request. */
    auth: AuthService;
    /** The signed-in user's permissions, read from their role groups. */
    gate: PermissionGate;
    users: UsersRepository;
    sessions: SessionsRepository;
    history: AccountHistory;
    flowTokens: FlowTokens;
    throttle: Throttle;
    ledger: Ledger;
    idempotency: IdempotencyStore;
    audit: AuditLog;
    mailer: Mailer;
    /** Uploaded files: the S3 bucket when configured, DATA_DIR/uploads otherwise. */
    storage: FileStorage;
  }
}

/**
 * What every module may use: identity (platform/identity: users, sessions, account history; sign-in and
 * permissions), money, the audit log, mail and file storage. First in the list; it serves the uploaded
 * files. It imports no module (platform/identity/platformImports.test.ts).
 */
export const platformModule = defineModule({
  name: 'platform',
  // The error shape every route answers with.
  schemas: [ApiErrorDetails, ApiError],
  services: ({ db, clock, config, onClose }) => {
    const users = new UsersRepository(db);
    const sessions = new SessionsRepository(db);
    const auth = new AuthService(sessions, users, clock, config.sessionLifetime);
    const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
    onClose(() => {
      mailer.close();
    });
    const storage = configuredStorage(config);
    const s3 = storage instanceof S3Storage ? storage : undefined;
    return {
      s3,
      ports: {
        auth,
        gate: new PermissionGate(users),
        users,
        sessions,
        history: new AccountHistory(db, clock),
        flowTokens: new FlowTokens(db, clock),
        throttle: new Throttle(db, clock),
        ledger: new Ledger(db),
        idempotency: new IdempotencyStore(db, clock),
        audit: new AuditLog(db, clock),
        mailer,
        storage,
      },
    };
  },
  routes: {
    external: async (app, { s3 }, { config }) => {
      if (s3 === undefined) {
        await app.register(fastifyStatic, {
          root: localUploadsRoot(config.dataDir),
          prefix: '/uploads/',
          schemaHide: true,
          index: false,
          maxAge: '1h',
        });
        return;
      }
      // Content refers to /uploads/...; with a bucket those addresses send the reader to it. A key always
      // leads to the same address, so browsers may keep the redirect as long as the disk's files.
      app.get('/uploads/*', { schema: { hide: true } }, (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        try {
          return reply.header('cache-control', 'public, max-age=3600').redirect(s3.fileAddress(key), 302);
        } catch {
          return reply.code(404).send();
        }
      });
    },
  },
});
