import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DomainError,
  isUuid,
  parseInput,
  forbidden,
  notFound,
  requirePrincipal,
  staffRoles,
  unauthenticated,
  type Database,
  type Logger,
  type Principal,
  type SigningKey,
  type TokenIssuer,
} from '@pharmachat/chassis';
import { StaffUser } from '../domain/staff-user';
import { findStaffUserByUsername, isUniqueViolation } from '../infrastructure/staff-user.repository';

/** Hashes and checks passwords (argon2id in production; see infrastructure). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export interface IdentitySettings {
  /** lifetime of a staff access token */
  accessTokenTtlSeconds: number;
}

export interface SignedIn {
  token: string;
  user: StaffUser;
}

export const INVALID_CREDENTIALS = 'Invalid username or password';

const optionalName = z
  .string()
  .trim()
  .max(100, 'Names can be at most 100 characters')
  .nullish()
  .transform((value) => (value ? value : null));

export const createStaffUserInput = z.object({
  username: z.string().trim().min(3, 'Username must be at least 3 characters').max(100, 'Username can be at most 100 characters'),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(6, 'Password must be at least 6 characters').max(1024, 'Password can be at most 1024 characters'),
  firstName: optionalName,
  lastName: optionalName,
  role: z.enum(staffRoles, 'Please select a role').default('pharmacy_staff'),
  pharmacyId: z.uuid('Please select a pharmacy').nullish().transform((value) => value ?? null),
});
export type CreateStaffUserInput = z.input<typeof createStaffUserInput>;

const loginInput = z.object({
  username: z.string().trim().min(1, 'Please enter both username and password'),
  password: z.string().min(1, 'Please enter both username and password'),
});

const userNotFound = () => notFound('User not found');

/** The identity context's use cases: validate -> authorize -> transaction (state + outbox) -> respond. */
export class IdentityApplication {
  /** compared against when a username is unknown, so a miss costs as much time as a wrong password */
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenIssuer,
    private readonly signingKey: SigningKey,
    private readonly passwords: PasswordHasher,
    private readonly settings: IdentitySettings,
    private readonly logger: Logger,
  ) {}

  /** The public keys that verify identity's tokens, as served at /.well-known/jwks.json. */
  jwks(): { keys: SigningKey['publicJwk'][] } {
    return { keys: [this.signingKey.publicJwk] };
  }

  /**
   * Creates a staff account. Allowed for the host (seeding), a super admin (any account), or a pharmacy admin
   * creating administrators or staff of their own pharmacy.
   */
  async createStaffUser(principal: Principal | null, input: CreateStaffUserInput): Promise<StaffUser> {
    const caller = requirePrincipal(principal);
    const command = parseInput(createStaffUserInput, input);
    // a pharmacy admin adds people to their own pharmacy unless they name it
    const pharmacyId = command.pharmacyId ?? (caller.role === 'pharmacy_admin' && command.role !== 'super_admin' ? caller.pharmacyId : null);
    this.authorizeCreate(caller, command.role, pharmacyId);
    const user = StaffUser.create({ ...command, pharmacyId, passwordHash: await this.passwords.hash(command.password) });

    try {
      await this.db.transaction(async (tx) => {
        if (await findStaffUserByUsername(tx.em, user.username)) throw usernameTaken();
        tx.em.persist(user);
        tx.publish('identity.user.created', {
          aggregateId: user.id,
          tenantId: user.pharmacyId,
          data: { userId: user.id, username: user.username, role: user.role, pharmacyId: user.pharmacyId },
        });
      });
    } catch (error) {
      // two creations with the same name at once: the unique index decides
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    this.logger.info({ userId: user.id, role: user.role, pharmacyId: user.pharmacyId }, 'staff user created');
    return user;
  }

  /**
   * Signs a staff member in. An unknown username, a wrong password and a deactivated account all get the same
   * answer, after the same amount of work, so the answer does not tell which usernames exist.
   */
  async login(username: string, password: string): Promise<SignedIn> {
    const credentials = parseInput(loginInput, { username, password });
    const user = await findStaffUserByUsername(this.db.em(), credentials.username, { withPasswordHash: true });
    const passwordMatches = await this.passwords.verify(user?.passwordHash ?? (await this.getDummyHash()), credentials.password);
    if (!user || !passwordMatches || !user.isActive) {
      this.logger.info({ userId: user?.id ?? null, reason: !user ? 'unknown_user' : !passwordMatches ? 'wrong_password' : 'inactive' }, 'sign-in refused');
      throw unauthenticated(INVALID_CREDENTIALS);
    }

    const signedIn = await this.db.transaction(async (tx) => {
      const current = await tx.em.findOneOrFail(StaffUser, { id: user.id });
      current.recordSignIn();
      return current;
    });
    const token = await this.tokens.sign(
      { kind: 'staff', subject: signedIn.id, role: signedIn.role, pharmacyId: signedIn.pharmacyId, sessionId: null, username: signedIn.username },
      this.settings.accessTokenTtlSeconds,
    );
    return { token, user: signedIn };
  }

  /** The signed-in staff member's own account; null for callers who are not staff. */
  async me(principal: Principal | null): Promise<StaffUser | null> {
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'staff') return null;
    const user = isUuid(caller.subject) ? await this.db.em().findOne(StaffUser, { id: caller.subject }) : null;
    if (!user || !user.isActive) throw unauthenticated('Your session is invalid or has expired. Please sign in again.');
    return user;
  }

  /**
   * One staff account, for the user themself, a super admin, or staff of the same pharmacy. Anyone else is told
   * it does not exist.
   */
  async getStaffUser(principal: Principal | null, id: string): Promise<StaffUser> {
    const caller = requirePrincipal(principal);
    const user = isUuid(id) ? await this.db.em().findOne(StaffUser, { id }) : null;
    if (!user) throw userNotFound();
    const mayRead =
      caller.kind === 'system' ||
      (caller.kind === 'staff' && (caller.subject === user.id || caller.role === 'super_admin' || (user.pharmacyId !== null && caller.pharmacyId === user.pharmacyId)));
    if (!mayRead) throw userNotFound();
    return user;
  }

  /** Prepares the stand-in hash ahead of the first sign-in attempt. */
  async warmUp(): Promise<void> {
    await this.getDummyHash();
  }

  // ---- helpers ----

  private authorizeCreate(caller: Principal, role: StaffUser['role'], pharmacyId: string | null): void {
    if (caller.kind === 'system') return;
    if (caller.kind !== 'staff') throw forbidden();
    if (caller.role === 'super_admin') return;
    if (caller.role === 'pharmacy_admin' && role !== 'super_admin' && pharmacyId !== null && pharmacyId === caller.pharmacyId) return;
    throw forbidden('Only pharmacy administrators can add staff to their own pharmacy.');
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.passwords.hash(randomUUID());
    return this.dummyHash;
  }
}

function usernameTaken(): DomainError {
  return new DomainError('CONFLICT', 'That username is already taken');
}
