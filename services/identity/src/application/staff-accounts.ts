import type {
  DomainError} from '@pharmachat/chassis';
import {
  CommandPipeline,
  defineCommand,
  isUuid,
  parseInput,
  requirePrincipal,
  requireRole,
  type Database,
  type Logger,
  type Principal,
  type StaffRole,
  type Transaction,
} from '@pharmachat/chassis';
import { StaffUser, usernameKey, type StaffProfileChanges } from '../domain/staff-user';
import { findStaffUserByUsername, isUniqueViolation, searchStaffUsers } from '../infrastructure/account.repository';
import {
  adminUpdateUserInput,
  createStaffUserInput,
  passwordChangeInput,
  registerStaffInput,
  updateStaffUserInput,
  type AdminUpdateUserInput,
  type CreateStaffUserInput,
  type RegisterStaffInput,
  type RegisterStaffOutput,
  type UpdateStaffUserInput,
} from './identity.inputs';
import type { CaptchaCheck, PasswordCheck } from './ports';
import type { SignInSessions } from './sign-in-sessions';
import { IdentityErrors } from '../domain/identity.exception';

const userNotFound = () => IdentityErrors.userNotFound();

function usernameTaken(): DomainError {
  return IdentityErrors.usernameTaken();
}

/** What an administrator changes on an account in one command. */
interface AccountChange {
  profile?: StaffProfileChanges;
  role?: StaffRole;
  /** undefined: unchanged */
  pharmacyId?: string | null;
  isActive?: boolean;
  passwordHash?: string;
}

/**
 * Staff accounts: creation (seed, Add Staff), a pharmacy admin's management of their own pharmacy's accounts,
 * and a super admin's management of every account. Changes that take rights away (deactivation, a new password,
 * a new role or pharmacy, deletion) end the account's sessions in the same transaction.
 */
export class StaffAccounts {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SignInSessions,
    private readonly captcha: CaptchaCheck,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /**
   * Creates a staff account. Allowed for the host (seeding), a super admin (any account), or a pharmacy admin
   * creating administrators or staff of their own pharmacy. No captcha: the Add Staff form uses registerStaff.
   */
  async createStaffUser(principal: Principal | null, input: CreateStaffUserInput): Promise<StaffUser> {
    const caller = requirePrincipal(principal);
    const command = parseInput(createStaffUserInput, input);
    // a pharmacy admin adds people to their own pharmacy unless they name it
    const pharmacyId = command.pharmacyId ?? (caller.role === 'pharmacy_admin' && command.role !== 'super_admin' ? caller.pharmacyId : null);
    this.authorizeCreate(caller, command.role, pharmacyId);
    return this.insert({ ...command, pharmacyId });
  }

  /**
   * The Add Staff form (POST /api/auth/register): an administrator or staff member of a pharmacy, with a solved
   * captcha. A pharmacy admin adds to their own pharmacy only; a super admin to any pharmacy.
   */
  registerStaff(principal: Principal | null, input: RegisterStaffInput): Promise<StaffUser> {
    return this.commands.run(this.registerStaffCommand, principal, input);
  }

  /** Add Staff as a command (takes an Idempotency-Key: a retried form adds the person once). */
  private readonly registerStaffCommand = defineCommand({
    name: 'identity.registerStaff',
    input: registerStaffInput,
    authorize: (principal: Principal | null, command: RegisterStaffOutput) => {
      const caller = requirePrincipal(principal);
      const pharmacyId = command.pharmacyId ?? (caller.kind === 'staff' && caller.role === 'pharmacy_admin' ? caller.pharmacyId : null);
      this.authorizeCreate(caller, command.role, pharmacyId);
      if (pharmacyId === null) throw IdentityErrors.pharmacyRequired({ field: 'pharmacyId' });
      return { caller, pharmacyId };
    },
    prepare: async (command: RegisterStaffOutput, { caller, pharmacyId }: { caller: Principal; pharmacyId: string }) => {
      if (caller.kind !== 'system') await this.captcha.verify(command.captcha);
      return StaffUser.create({ username: command.username, email: command.email, role: command.role, pharmacyId, firstName: null, lastName: null, passwordHash: await this.passwords.hash(command.password) });
    },
    execute: (tx, user: StaffUser) => this.insertWithin(tx, user),
    replay: {
      save: (user: StaffUser) => ({ userId: user.id }),
      load: (em, saved) => em.findOne(StaffUser, { id: String(saved.userId) }),
    },
  });

  /** The accounts of one pharmacy, for its administrators (and super admins). */
  async listPharmacyUsers(principal: Principal | null, pharmacyId: string): Promise<StaffUser[]> {
    requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    if (!isUuid(pharmacyId)) return [];
    return this.db.em().find(StaffUser, { pharmacyId: pharmacyId.toLowerCase() }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Edit User (pharmacy admin): profile, role within the pharmacy, active state. */
  async updatePharmacyUser(principal: Principal | null, pharmacyId: string, userId: string, input: UpdateStaffUserInput): Promise<StaffUser> {
    const command = parseInput(updateStaffUserInput, input);
    const caller = requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    return this.modify(caller, userId, pharmacyId, {
      profile: { username: command.username, email: command.email, firstName: command.firstName, lastName: command.lastName },
      role: command.role,
      isActive: command.isActive,
    });
  }

  /** Change Password (pharmacy admin); the account's other sessions end. */
  async setPharmacyUserPassword(principal: Principal | null, pharmacyId: string, userId: string, password: string): Promise<void> {
    const command = parseInput(passwordChangeInput, { newPassword: password });
    const caller = requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    await this.modify(caller, userId, pharmacyId, { passwordHash: await this.passwords.hash(command.newPassword) });
  }

  /** Activate / Deactivate (pharmacy admin); deactivation ends the account's sessions. */
  async setPharmacyUserStatus(principal: Principal | null, pharmacyId: string, userId: string, isActive: boolean): Promise<StaffUser> {
    const command = parseInput(updateStaffUserInput.pick({ isActive: true }), { isActive });
    const caller = requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    return this.modify(caller, userId, pharmacyId, { isActive: command.isActive });
  }

  /** Every account, optionally those whose username, e-mail, first or last name contains `search` (super admins). */
  async listUsers(principal: Principal | null, search: string | null | undefined): Promise<StaffUser[]> {
    requireRole(principal, ['super_admin']);
    return searchStaffUsers(this.db.em(), search ?? null);
  }

  /** A super admin edits any account, including its role and pharmacy. */
  async adminUpdateUser(principal: Principal | null, id: string, input: AdminUpdateUserInput): Promise<StaffUser> {
    const command = parseInput(adminUpdateUserInput, input);
    const caller = requireRole(principal, ['super_admin']);
    return this.modify(caller, id, null, {
      profile: { username: command.username, email: command.email, firstName: command.firstName, lastName: command.lastName },
      role: command.role,
      pharmacyId: command.pharmacyId,
      isActive: command.isActive,
    });
  }

  async adminSetUserPassword(principal: Principal | null, id: string, password: string): Promise<void> {
    const command = parseInput(passwordChangeInput, { newPassword: password });
    const caller = requireRole(principal, ['super_admin']);
    await this.modify(caller, id, null, { passwordHash: await this.passwords.hash(command.newPassword) });
  }

  /** A super admin deletes an account (not their own); its sessions end at once. */
  async adminDeleteUser(principal: Principal | null, id: string): Promise<void> {
    const caller = requireRole(principal, ['super_admin']);
    await this.db.transaction(async (tx) => {
      const user = await this.load(tx, id, null);
      if (isSelf(caller, user)) throw IdentityErrors.notYourOwnDeletion();
      await this.sessions.endAllFor(tx, 'staff', user.id, 'deleted');
      tx.em.remove(user);
      tx.publish('identity.user.deleted', { aggregateId: user.id, tenantId: user.pharmacyId, data: { userId: user.id, pharmacyId: user.pharmacyId } });
    });
    this.logger.info({ userId: id, by: caller.subject }, 'staff user deleted');
  }

  /**
   * One staff account, for the user themself, a super admin, or staff of the same pharmacy. Anyone else is told
   * it does not exist.
   */
  async getStaffUser(principal: Principal | null, id: string): Promise<StaffUser> {
    const caller = requirePrincipal(principal);
    const user = isUuid(id) ? await this.db.em().findOne(StaffUser, { id: id.toLowerCase() }) : null;
    if (!user) throw userNotFound();
    const mayRead =
      caller.kind === 'system' ||
      (caller.kind === 'staff' && (caller.subject === user.id || caller.role === 'super_admin' || (user.pharmacyId !== null && caller.pharmacyId === user.pharmacyId)));
    if (!mayRead) throw userNotFound();
    return user;
  }

  // ---- helpers ----

  private async insert(command: { username: string; email: string; password: string; role: StaffRole; pharmacyId: string | null; firstName: string | null; lastName: string | null }): Promise<StaffUser> {
    const user = StaffUser.create({ ...command, passwordHash: await this.passwords.hash(command.password) });
    return this.db.transaction((tx) => this.insertWithin(tx, user));
  }

  private async insertWithin(tx: Transaction, user: StaffUser): Promise<StaffUser> {
    if (await findStaffUserByUsername(tx.em, user.username)) throw usernameTaken();
    tx.em.persist(user);
    tx.publish('identity.user.created', {
      aggregateId: user.id,
      tenantId: user.pharmacyId,
      data: { userId: user.id, username: user.username, role: user.role, pharmacyId: user.pharmacyId },
    });
    try {
      // two creations with the same name at once: the unique index decides
      await tx.em.flush();
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    this.logger.info({ userId: user.id, role: user.role, pharmacyId: user.pharmacyId }, 'staff user created');
    return user;
  }

  /**
   * Applies an administrator's change in one transaction. `scope` limits the command to one pharmacy's accounts:
   * an account elsewhere is "not found", exactly like an unknown id.
   */
  private async modify(caller: Principal, id: string, scope: string | null, change: AccountChange): Promise<StaffUser> {
    try {
      const user = await this.db.transaction(async (tx) => {
        const user = await this.load(tx, id, scope);
        const self = isSelf(caller, user);
        const role = change.role ?? user.role;
        const pharmacyId = role === 'super_admin' ? null : change.pharmacyId !== undefined ? change.pharmacyId : user.pharmacyId;
        if (self && change.isActive === false) throw IdentityErrors.notYourOwnDeactivation();
        if (self && (role !== user.role || pharmacyId !== user.pharmacyId)) throw IdentityErrors.notYourOwnRole();

        const username = change.profile?.username;
        if (username !== undefined && usernameKey(username) !== usernameKey(user.username) && (await findStaffUserByUsername(tx.em, username))) throw usernameTaken();
        const before = snapshot(user);
        user.updateProfile(change.profile ?? {});
        const roleChanged = user.assignRole(role, pharmacyId);
        const deactivated = change.isActive !== undefined && user.setActive(change.isActive);
        if (change.passwordHash) user.changePasswordHash(change.passwordHash);

        const reason = deactivated ? 'deactivated' : roleChanged ? 'role_changed' : change.passwordHash ? 'password_changed' : null;
        if (reason) await this.sessions.endAllFor(tx, 'staff', user.id, reason, self ? caller.authSessionId : null);
        if (snapshot(user) !== before) {
          tx.publish('identity.user.updated', { aggregateId: user.id, tenantId: user.pharmacyId, data: publicState(user) });
        }
        return user;
      });
      this.logger.info({ userId: user.id, by: caller.subject, fields: Object.keys(change).filter((k) => change[k as keyof AccountChange] !== undefined) }, 'staff user changed');
      return user;
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
  }

  private async load(tx: Transaction, id: string, scope: string | null): Promise<StaffUser> {
    const user = isUuid(id) ? await tx.em.findOne(StaffUser, { id: id.toLowerCase() }) : null;
    if (!user || (scope !== null && user.pharmacyId !== scope.toLowerCase())) throw userNotFound();
    return user;
  }

  private authorizeCreate(caller: Principal, role: StaffRole, pharmacyId: string | null): void {
    if (caller.kind === 'system') return;
    if (caller.kind !== 'staff') throw IdentityErrors.onlyStaffAddStaff();
    if (caller.role === 'super_admin') return;
    if (caller.role === 'pharmacy_admin' && role !== 'super_admin' && pharmacyId !== null && pharmacyId === caller.pharmacyId) return;
    throw IdentityErrors.onlyAdminsAddStaff();
  }
}

function isSelf(caller: Principal, user: StaffUser): boolean {
  return caller.kind === 'staff' && caller.subject === user.id;
}

/** Everything an administrator can change but the password, to tell whether anything changed. */
function snapshot(user: StaffUser): string {
  return JSON.stringify([user.username, user.email, user.firstName, user.lastName, user.role, user.pharmacyId, user.isActive]);
}

function publicState(user: StaffUser) {
  return { userId: user.id, username: user.username, role: user.role, pharmacyId: user.pharmacyId, isActive: user.isActive };
}
