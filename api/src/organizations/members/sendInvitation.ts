import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit.ts';
import { createResetToken } from '../../auth/resetTokens.ts';
import { schema } from '../../db/client.ts';
import { INVITATION_LIFETIME_MS, invitationMail } from '../../mail/invitationMail.ts';

/**
 * Sends a new member without a password the link to choose one: a one-time token of the password
 * reset machinery (only its hash is stored; `POST /auth/password/new` redeems it), valid for a week.
 * The mail goes in the background and a failure is logged: the member stays invited, and
 * `POST …/members/{userId}/invitation` sends a new link.
 */
export async function sendInvitation(app: FastifyInstance, request: FastifyRequest, organizationId: string, userId: string, options: { audit: boolean }): Promise<void> {
  const db = app.db;
  const [[user], [organization], [inviter]] = await Promise.all([
    db.select().from(schema.users).where(eq(schema.users.id, userId)),
    db.select({ name: schema.organizations.name }).from(schema.organizations).where(eq(schema.organizations.id, organizationId)),
    db.select({ firstName: schema.users.firstName, lastName: schema.users.lastName, email: schema.users.email }).from(schema.users).where(eq(schema.users.id, request.user.id)),
  ]);
  if (!user || !organization) return;
  const { token, tokenHash } = createResetToken();
  await db.transaction(async (tx) => {
    await tx.insert(schema.passwordResetTokens).values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS) });
    // The first invitation is in the invite's own entry; a new link is an entry of its own.
    if (options.audit) {
      await writeAudit(tx, { actorUserId: request.user.id, organizationId, action: 'member.invitation.resend', subject: 'Member', subjectId: user.id });
    }
  });
  const link = `${app.appConfig.publicWebUrl.replace(/\/$/, '')}/password/new?token=${encodeURIComponent(token)}&invite=1`;
  const message = invitationMail({
    to: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    organization: organization.name,
    invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email : 'FieldSense',
    link,
    language: user.language,
  });
  void app.mailer
    .send(message)
    .then((sent) => {
      if (app.mailer.kind !== 'smtp') request.log.info({ to: user.email, file: sent.file, link }, 'invitation link (no SMTP configured)');
    })
    .catch((error: unknown) => request.log.error({ err: error, userId }, 'could not send the invitation e-mail'));
}
