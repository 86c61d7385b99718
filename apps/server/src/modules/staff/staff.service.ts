import crypto from 'node:crypto';
import { STAFF_MESSAGES, type SetupRequest, type StaffCreate, type StaffMember, type StaffSession, type StaffSignIn, type StaffUpdate } from '@shop/core/admin';
import type { ShopDb } from '../../db/index.js';
import type { StaffRole } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError } from '../../http/errors.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { throttled } from '../auth/auth.service.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import { recordAudit, SYSTEM_ACTOR, type Actor } from './audit.js';
import { StaffRepository } from './staff.repository.js';

/** A back-office session lasts 12 hours from sign-in, and ends after 2 hours without a call. */
export const STAFF_SESSION_HOURS = 12;
export const STAFF_IDLE_MINUTES = 120;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export interface SignedInStaff {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionHash: string;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const randomToken = () => crypto.randomBytes(32).toString('base64url');

type MemberRow = { staff_id: number; email: string; name: string; role: StaffRole; active: number; created_at: string };
export const memberOf = (row: MemberRow): StaffMember => ({
  staff_id: row.staff_id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active === 1,
  created_at: row.created_at,
});

/**
 * Staff accounts: the first owner's setup link, sign-in with the customers' password hashing
 * and throttling, server-side sessions (so sign-out and a password change end them), and the
 * owner's management of accounts. Every write leaves an audit row.
 */
export class StaffService {
  readonly repo: StaffRepository;
  private readonly throttle = new LoginThrottle();

  constructor(private readonly shop: ShopDb) {
    this.repo = new StaffRepository(shop.db);
  }

  /**
   * While no active owner exists, makes a new one-time setup link and returns its path
   * (`/admin/setup?token=…`); links printed earlier stay valid until one is used.
   */
  async setupLinkIfNoOwner(): Promise<string | null> {
    if ((await this.repo.activeOwnerCount()) > 0) return null;
    const token = randomToken();
    await this.repo.insertSetupToken(sha256(token));
    return `/admin/setup?token=${token}`;
  }

  async setupTokenValid(token: string): Promise<boolean> {
    return (await this.repo.activeOwnerCount()) === 0 && (await this.repo.setupTokenExists(sha256(token)));
  }

  /** Creates the first owner from a setup link and signs them in; every setup link then ends. */
  async completeSetup(body: SetupRequest): Promise<StaffSession> {
    const passwordHash = await hashPassword(body.password);
    const staffId = await writeTransaction(this.shop, async (trx) => {
      if ((await this.repo.activeOwnerCount(trx)) > 0 || !(await this.repo.setupTokenExists(sha256(body.token), trx))) {
        throw new HttpError(410, STAFF_MESSAGES.setupInvalid);
      }
      const id = await this.insertMember(trx, { email: body.email, name: body.name, role: 'owner', password_hash: passwordHash });
      await this.repo.deleteSetupTokens(trx);
      await recordAudit(
        trx,
        { staffId: id, email: body.email },
        { action: 'staff.setup', entity: 'staff', entityId: id, after: { email: body.email, name: body.name, role: 'owner' } },
      );
      return id;
    });
    return this.openSession(staffId);
  }

  /** For `npm run admin:create`: an account made from the command line. */
  async createFromCommandLine(body: StaffCreate): Promise<StaffMember> {
    return this.create(SYSTEM_ACTOR, body);
  }

  async signIn(body: StaffSignIn, clientIp: string): Promise<StaffSession> {
    let member: Awaited<ReturnType<StaffRepository['findCredentials']>>;
    const ok = await this.throttle.guard(
      { email: body.email, ip: clientIp },
      async () => {
        member = await this.repo.findCredentials(body.email);
        return (await verifyPassword(body.password, member?.password_hash)) && member?.active === 1;
      },
      throttled,
    );
    if (!ok || !member) throw new HttpError(401, STAFF_MESSAGES.badCredentials);
    if (needsRehash(member.password_hash)) {
      await this.repo.update(this.shop.db, member.staff_id, { password_hash: await hashPassword(body.password) }, false);
    }
    return this.openSession(member.staff_id);
  }

  private async openSession(staffId: number): Promise<StaffSession> {
    const member = await this.repo.findMember(staffId);
    if (!member) throw new HttpError(401, STAFF_MESSAGES.badCredentials);
    const token = randomToken();
    const now = new Date();
    const expires = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
    await this.repo.insertSession({
      session_hash: sha256(token),
      staff_id: staffId,
      session_version: member.session_version,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    });
    return { token, expires_at: expires.toISOString(), staff: memberOf(member) };
  }

  /** The signed-in member a session token names, or null when it names none (or has ended). */
  async session(token: string): Promise<SignedInStaff | null> {
    if (token.length > 100) return null;
    const hash = sha256(token);
    const row = await this.repo.findSession(hash);
    if (!row) return null;
    const now = Date.now();
    const idleUntil = Date.parse(row.last_seen_at) + STAFF_IDLE_MINUTES * 60_000;
    if (row.active !== 1 || row.token_version !== row.session_version || Date.parse(row.expires_at) <= now || idleUntil <= now) {
      await this.repo.deleteSession(hash);
      return null;
    }
    if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) await this.repo.touchSession(hash, new Date(now).toISOString());
    return { staffId: row.staff_id, email: row.email, name: row.name, role: row.role, sessionHash: hash };
  }

  async signOut(staff: SignedInStaff): Promise<void> {
    await this.repo.deleteSession(staff.sessionHash);
  }

  async list(): Promise<StaffMember[]> {
    return (await this.repo.list()).map(memberOf);
  }

  async create(actor: Actor, body: StaffCreate): Promise<StaffMember> {
    const passwordHash = await hashPassword(body.password);
    const staffId = await writeTransaction(this.shop, async (trx) => {
      const id = await this.insertMember(trx, { email: body.email, name: body.name, role: body.role, password_hash: passwordHash });
      await recordAudit(trx, actor, { action: 'staff.create', entity: 'staff', entityId: id, after: { email: body.email, name: body.name, role: body.role } });
      return id;
    });
    return memberOf((await this.repo.findMember(staffId))!);
  }

  /**
   * Changes a member's name, role, activity or password. A password change or a switch-off
   * ends their sessions; the shop always keeps an active owner; nobody demotes or switches
   * off themselves.
   */
  async update(actor: Actor, staffId: number, body: StaffUpdate): Promise<StaffMember> {
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    await writeTransaction(this.shop, async (trx) => {
      // A change that may take an owner away waits for any other such change first.
      if (body.role !== undefined || body.active === false) await this.repo.lockActiveOwners(trx, this.shop.engine);
      const before = await this.repo.findMember(staffId, trx);
      if (!before) throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
      const demoted = body.role !== undefined && body.role !== before.role && before.role === 'owner';
      const switchedOff = body.active === false && before.active === 1;
      if (actor.staffId === staffId && (demoted || switchedOff)) throw new HttpError(409, STAFF_MESSAGES.notSelf);
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      };
      await this.repo.update(trx, staffId, changes, Boolean(passwordHash) || switchedOff || demoted);
      if ((demoted || switchedOff) && (await this.repo.activeOwnerCount(trx)) === 0) throw new HttpError(409, STAFF_MESSAGES.lastOwner);
      const after = await this.repo.findMember(staffId, trx);
      await recordAudit(trx, actor, {
        action: 'staff.update',
        entity: 'staff',
        entityId: staffId,
        before: memberOf(before),
        after: { ...memberOf(after!), ...(passwordHash ? { password: 'changed' } : {}) },
      });
    });
    return memberOf((await this.repo.findMember(staffId))!);
  }

  private async insertMember(trx: Parameters<StaffRepository['insert']>[0], row: Parameters<StaffRepository['insert']>[1]): Promise<number> {
    try {
      return await this.repo.insert(trx, row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, STAFF_MESSAGES.emailTaken);
      throw err;
    }
  }
}
