import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';
import {
  BankDetailsInput,
  LENDER_ACCOUNT_TRANSITIONS,
  LENDER_MESSAGES,
  LENDER_SIGN_IN_MESSAGES,
  LenderAccountCreated,
  LenderAccountStatus,
  LenderMe,
} from '@dw/contracts';
import { listWindow } from '../common/admin-list/list-window';
import { ListPage } from '../common/paging/page-window';
import { namedSort } from '../common/admin-list/named-list-query.dto';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { RateLimiter } from '../common/rate-limit/rate-limiter.service';
import { serialTransaction } from '../common/serial-transaction';
import { transitionStatus } from '../common/state-machine';
import { rejectionReasonOrThrow } from '../common/rejection-reason';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { BankField, decryptBankField, encryptBankField } from './domain/bank-crypto';
import { maskAccountNumber, maskSortCode } from './domain/bank-details';
import { erasedLenderFields } from './domain/erasure';
import { isFreshSignIn } from './domain/lender-session';
import { hashSecret } from '../common/secret-token';
import { normaliseEmail } from './domain/sign-in-link';
import { passesModulusCheck } from './domain/vocalink/modulus-check';
import { LenderAccountInputDto } from './dto/lender-account-input.dto';
import { LenderListQueryDto } from './dto/lender-list-query.dto';
import { LenderAccountViewDto, toLenderAccountView } from './dto/lender-account.view';
import { LenderAccount } from './lender-account.entity';
import { LenderIdentity, LenderSessionService } from './lender-session.service';
import { LenderSignInService } from './lender-sign-in.service';
import { newLenderToken } from './lender-token.service';
import { LenderSession } from './session/lender-session.entity';
import { LenderSignInLink } from './sign-in/lender-sign-in-link.entity';

/** Shown in place of digits we could not decrypt (a changed DATA_ENCRYPTION_KEY): never a 500 for the list. */
const UNREADABLE = { sortCode: '••-••-??', accountNumber: '••••????' };

/** VocaLink's modulus check, at sign-up and on every change. */
function checkBankDetails(input: BankDetailsInput): void {
  if (!passesModulusCheck(input.sortCode, input.accountNumber)) {
    throw AppError.invalid(LENDER_MESSAGES.bankDetailsInvalid, 'BANK_DETAILS_INVALID');
  }
}

const accountNotFound = () => AppError.notFound('Lender account not found.', 'LENDER_ACCOUNT_NOT_FOUND');

/** What a listing needs to know of its lender before going live. */
export type LenderStanding = Pick<LenderAccount, 'status' | 'erasedAt'>;
export type LenderContact = Pick<LenderAccount, 'id' | 'email' | 'fullName'>;

/** What a payout needs of its lender: whether she can be paid, and where to (masked unless revealed). */
export interface LenderPayee {
  id: string;
  fullName: string;
  approved: boolean;
  erased: boolean;
  /** Null when erased or never given; digits only when revealed, else masked like the admin's list. */
  bank: { accountName: string; sortCode: string; accountNumber: string } | null;
}

@Injectable()
export class LendersService {
  private readonly logger = new Logger('Lenders');

  constructor(
    @InjectRepository(LenderAccount) private readonly accounts: Repository<LenderAccount>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly sessions: LenderSessionService,
    private readonly signIns: LenderSignInService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Checks the bank details with VocaLink's rules, stores them encrypted and returns the one-time
   * token, and starts a lender session (replacing `previousSessionId`'s) so listing a second dress
   * never asks again. An address a live account already has (any case) creates nothing: its owner is
   * e-mailed a sign-in link and the caller gets 409 LENDER_EMAIL_TAKEN, with no token and no session
   * (docs/decisions/0029-one-lender-account-per-address.md). The unique key decides a race.
   */
  async create(
    input: LenderAccountInputDto,
    previousSessionId: string | null = null,
  ): Promise<{ created: LenderAccountCreated; sessionId: string }> {
    const emailKey = normaliseEmail(input.email);
    await this.limiter.consume('lenderSignUpsPerEmail', hashSecret(emailKey));
    checkBankDetails(input);
    const { token, tokenHash } = newLenderToken();
    let result: { account: LenderAccount; sessionId: string } | null;
    try {
      result = await serialTransaction(this.dataSource, async (m) => {
        if (await m.getRepository(LenderAccount).existsBy({ emailKey })) return null;
        const saved = await m.getRepository(LenderAccount).save({
          fullName: input.fullName,
          email: input.email,
          emailKey,
          phone: input.phone,
          address: input.address,
          bankAccountName: input.bankAccountName,
          sortCodeEncrypted: this.seal(input.sortCode, 'sortCode'),
          accountNumberEncrypted: this.seal(input.accountNumber, 'accountNumber'),
          tokenHash,
          status: 'pending',
          // Set here rather than by the database so SQLite keeps milliseconds and "newest first" holds.
          createdAt: new Date(),
          erasedAt: null,
        });
        const who = { lenderId: saved.id, lenderName: saved.fullName };
        await this.notifications.queue(m, { kind: 'lender-account-received', to: saved.email, ...who });
        await this.notifications.queue(m, { kind: 'admin-lender-review', lenderEmail: saved.email, ...who });
        return { account: saved, sessionId: await this.sessions.start(m, saved.id, null, previousSessionId) };
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      result = null;
    }
    if (!result) {
      await this.signIns.linkForSignUpAttempt(emailKey);
      throw AppError.conflict(LENDER_SIGN_IN_MESSAGES.emailTaken, 'LENDER_EMAIL_TAKEN');
    }
    const { account, sessionId } = result;
    return { created: { id: account.id, status: account.status, token }, sessionId };
  }

  /** The lender's own account as the lender area shows it: bank details masked. */
  me(identity: LenderIdentity): LenderMe {
    const { account } = identity;
    return {
      id: account.id,
      fullName: account.fullName,
      email: account.email,
      phone: account.phone,
      address: account.address,
      status: account.status,
      rejectionReason: account.status === 'rejected' ? account.rejectionReason : null,
      bankAccountName: account.bankAccountName,
      ...this.masked(account),
      createdAt: account.createdAt.toISOString(),
      signedInAt: identity.signedInAt ? identity.signedInAt.toISOString() : null,
    };
  }

  /**
   * New bank details need a session started from a link within FRESH_SIGN_IN_MINUTES (a token or
   * an old cookie is not enough), pass the same checks as at sign-up, end every other session of the
   * lender and e-mail her a notice.
   */
  async changeBankDetails(identity: LenderIdentity, input: BankDetailsInput): Promise<LenderMe> {
    if (identity.via !== 'session' || !isFreshSignIn(identity.signedInAt, new Date())) {
      throw AppError.forbidden(LENDER_SIGN_IN_MESSAGES.freshSignInRequired, 'FRESH_SIGN_IN_REQUIRED');
    }
    checkBankDetails(input);
    const { id } = identity.account;
    await serialTransaction(this.dataSource, async (m) => {
      const changed = await m.getRepository(LenderAccount).update(
        { id, erasedAt: IsNull() },
        {
          bankAccountName: input.bankAccountName,
          sortCodeEncrypted: this.seal(input.sortCode, 'sortCode'),
          accountNumberEncrypted: this.seal(input.accountNumber, 'accountNumber'),
        },
      );
      if (!changed.affected) throw accountNotFound();
      // Whoever else is signed in as her (a stolen cookie, a shared computer) is out before the next payout.
      await this.sessions.endAll(m, id, identity.sessionIdHash);
      await this.notifications.queue(m, {
        kind: 'lender-bank-details-changed',
        to: identity.account.email,
        lenderName: identity.account.fullName,
        lenderId: id,
        sortCode: maskSortCode(input.sortCode),
        accountNumber: maskAccountNumber(input.accountNumber),
      });
    });
    return this.me({ ...identity, account: await this.load(id) });
  }

  /** One page, filtered and sorted in SQL (ties by id), with how many match. */
  async list(query: LenderListQueryDto): Promise<ListPage<LenderAccountViewDto>> {
    const window = listWindow(query);
    const sort = namedSort(query.sort, 'fullName');
    const qb = this.accounts.createQueryBuilder('a');
    if (query.status) qb.andWhere('a.status = :status', { status: query.status });
    if (window.createdFrom) qb.andWhere('a.createdAt >= :createdFrom', { createdFrom: window.createdFrom });
    if (window.createdBefore) qb.andWhere('a.createdAt < :createdBefore', { createdBefore: window.createdBefore });
    if (window.contains) {
      const contains = window.contains;
      qb.andWhere(
        new Brackets((or) =>
          or.where("a.fullName LIKE :contains ESCAPE '!'", { contains }).orWhere("a.email LIKE :contains ESCAPE '!'", { contains }),
        ),
      );
    }
    const [rows, total] = await qb
      .orderBy(`a.${sort.column}`, sort.direction)
      .addOrderBy('a.id', sort.direction)
      .skip(window.offset)
      .take(window.pageSize)
      .getManyAndCount();
    return { items: rows.map((a) => this.view(a)), total, page: window.page, pageSize: window.pageSize };
  }

  /** Accounts awaiting the admin's review. */
  pendingCount(): Promise<number> {
    return this.accounts.count({ where: { status: 'pending' } });
  }

  /**
   * Ids of accounts whose name contains `pattern` (a LIKE pattern escaped with '!'), for searching
   * listings by lender; at most `limit`, so a one-letter search cannot build an unbounded IN list.
   */
  async idsNamed(pattern: string, limit: number): Promise<string[]> {
    const rows = await this.accounts
      .createQueryBuilder('a')
      .select('a.id', 'id')
      .where("a.fullName LIKE :pattern ESCAPE '!'", { pattern })
      .orderBy('a.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /**
   * Admin approval: the transition table decides, and the write only lands if nobody moved it first.
   * A rejection carries its reason, stored and e-mailed (400 before anything changes without one).
   */
  async setStatus(id: string, status: LenderAccountStatus, reason?: string | null): Promise<LenderAccountViewDto> {
    const rejectionReason = rejectionReasonOrThrow(status, reason);
    const account = await this.load(id);
    if (account.erasedAt) {
      throw AppError.conflict("This lender's personal data was erased; the account can no longer change.", 'LENDER_ERASED');
    }
    await serialTransaction(this.dataSource, async (manager) => {
      await transitionStatus(manager, {
        entity: LenderAccount,
        label: 'lender account',
        table: LENDER_ACCOUNT_TRANSITIONS,
        id,
        from: account.status,
        to: status,
        changedMeanwhile: 'This lender account was changed meanwhile - reload and try again.',
        notFound: accountNotFound,
      });
      await manager.getRepository(LenderAccount).update({ id }, { rejectionReason });
      const change = { status, to: account.email, lenderName: account.fullName, lenderId: account.id, reason: rejectionReason };
      await this.notifications.queue(manager, { kind: 'lender-account-status-changed', ...change });
    });
    return this.view(await this.load(id));
  }

  /**
   * Erasure on request: personal and bank fields are blanked and the token dies; the account row,
   * its listings, products and orders stay, so the shop's records still add up.
   */
  async erase(id: string): Promise<LenderAccountViewDto> {
    const account = await this.load(id);
    if (!account.erasedAt) {
      const erased = erasedLenderFields(new Date(), randomBytes(28).toString('hex'));
      const forgotten = await serialTransaction(this.dataSource, async (m) => {
        await m.getRepository(LenderAccount).update({ id }, erased);
        await m.delete(LenderSession, { lenderAccountId: id });
        await m.delete(LenderSignInLink, { lenderAccountId: id });
        return this.notifications.forgetLender(m, id);
      });
      this.notifications.forgetLocalCopies(forgotten, account.email);
    }
    return this.view(await this.load(id));
  }

  /** The lenders' full names by account id (a listing shows who lends it). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.accounts.find({ select: { id: true, fullName: true }, where: { id: In(unique) } });
    return new Map(rows.map((a) => [a.id, a.fullName]));
  }

  /**
   * Inside the caller's transaction: where to write to these lenders (a listing's status changed, a
   * dress was booked). Erased accounts have no address left and are left out.
   */
  async contactsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, LenderContact>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await manager.getRepository(LenderAccount).find({
      select: { id: true, email: true, fullName: true, erasedAt: true },
      where: { id: In(unique) },
    });
    return new Map(rows.filter((a) => !a.erasedAt).map((a) => [a.id, { id: a.id, email: a.email, fullName: a.fullName }]));
  }

  /**
   * Inside the caller's transaction (a payout run, its bank file, its detail): each lender's standing
   * and bank details. `reveal` decrypts the digits, for the bank file alone; otherwise they are masked.
   * Details that no longer decrypt (a changed key) count as none.
   */
  async payeesOf(manager: EntityManager, ids: readonly string[], reveal: boolean): Promise<Map<string, LenderPayee>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await manager.getRepository(LenderAccount).findBy({ id: In(unique) });
    return new Map(
      rows.map((a) => [
        a.id,
        { id: a.id, fullName: a.fullName, approved: a.status === 'approved', erased: a.erasedAt !== null, bank: this.bankOf(a, reveal) },
      ]),
    );
  }

  private bankOf(account: LenderAccount, reveal: boolean): LenderPayee['bank'] {
    if (account.erasedAt || account.sortCodeEncrypted === '' || account.accountNumberEncrypted === '') return null;
    try {
      const sortCode = this.open(account.sortCodeEncrypted, 'sortCode');
      const accountNumber = this.open(account.accountNumberEncrypted, 'accountNumber');
      return reveal
        ? { accountName: account.bankAccountName, sortCode, accountNumber }
        : { accountName: account.bankAccountName, sortCode: maskSortCode(sortCode), accountNumber: maskAccountNumber(accountNumber) };
    } catch {
      this.logger.warn(`Bank details of lender account ${account.id} cannot be decrypted with the current key`);
      return null;
    }
  }

  /** Inside the caller's transaction (a listing going live): whether the lender may still publish. */
  async standing(manager: EntityManager, id: string): Promise<LenderStanding | null> {
    return manager.getRepository(LenderAccount).findOne({ select: { id: true, status: true, erasedAt: true }, where: { id } });
  }

  private async load(id: string): Promise<LenderAccount> {
    const account = isUuid(id) ? await this.accounts.findOneBy({ id }) : null;
    if (!account) throw accountNotFound();
    return account;
  }

  private view(account: LenderAccount): LenderAccountViewDto {
    return toLenderAccountView(account, this.masked(account));
  }

  private masked(account: LenderAccount): { sortCode: string; accountNumber: string } {
    if (account.sortCodeEncrypted === '' || account.accountNumberEncrypted === '') return { sortCode: '', accountNumber: '' };
    try {
      return {
        sortCode: maskSortCode(this.open(account.sortCodeEncrypted, 'sortCode')),
        accountNumber: maskAccountNumber(this.open(account.accountNumberEncrypted, 'accountNumber')),
      };
    } catch {
      this.logger.warn(`Bank details of lender account ${account.id} cannot be decrypted with the current key`);
      return UNREADABLE;
    }
  }

  private seal(value: string, field: BankField): string {
    return encryptBankField(value, field, this.config.encryptionKey);
  }

  private open(value: string, field: BankField): string {
    return decryptBankField(value, field, this.config.encryptionKey);
  }
}
