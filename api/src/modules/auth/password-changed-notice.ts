import type { Queryable } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { sealer } from '../../jobs/sealed';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail } from '../../mail/messages';

const SEALED_CONTEXT = 'password changed notice';

/**
 * The notice a password change sends, so an owner who did not change it learns at once. It goes to the address
 * the account had when the password changed (sealed in the job, jobs/sealed.ts), not the one it has when the job
 * runs: whoever changed the password may change the address next.
 */
export function passwordChangedNotice(secret: string) {
  const sealed = sealer(secret);
  return {
    /** Queued in the password change's own transaction. */
    queue: (jobs: JobQueue, tx: Queryable, member: { id: string; email: string }) =>
      jobs.send(tx, 'passwordChangedMail', {
        memberId: member.id,
        sealedTo: sealed.seal(SEALED_CONTEXT, member.email),
      }),
    async mail(mailer: Mailer, { sealedTo }: { sealedTo: string }): Promise<void> {
      const to = sealed.open(SEALED_CONTEXT, sealedTo);
      if (to !== undefined) await mailer.send(passwordChangedMail(to));
    },
  };
}
