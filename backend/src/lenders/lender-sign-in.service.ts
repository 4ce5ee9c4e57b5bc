import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { LENDER_SIGN_IN_MESSAGES } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter.service';
import { serialTransaction } from '../common/serial-transaction';
import { NotificationsService } from '../notifications/notifications.service';
import { linkExpiresAt, linkVerdict, normaliseEmail } from './domain/sign-in-link';
import { hashSecret, looksLikeSecret, newSecret } from '../common/secret-token';
import { LenderAccount } from './lender-account.entity';
import { LenderSessionService } from './lender-session.service';
import { LenderSignInLink } from './sign-in/lender-sign-in-link.entity';

/**
 * Both answers to a link request take at least this long, so the time taken does not tell an
 * address with an account (a row written, a message rendered) from one without.
 */
const ANSWER_FLOOR_MS = 300;

const invalid = () => AppError.invalid(LENDER_SIGN_IN_MESSAGES.linkInvalid, 'SIGN_IN_LINK_INVALID');

export interface SignedIn {
  account: LenderAccount;
  rawSessionId: string;
  signedInAt: Date;
}

/** Magic-link sign-in (docs/decisions/0020-lender-sign-in.md). */
@Injectable()
export class LenderSignInService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly notifications: NotificationsService,
    private readonly sessions: LenderSessionService,
  ) {}

  /**
   * E-mails a sign-in link when a lender account has this address (any case), and says nothing
   * either way. Erased accounts have no address left; a rejected lender may sign in to read why.
   */
  async requestLink(email: string, now = new Date()): Promise<void> {
    const address = normaliseEmail(email);
    await this.countLinkFor(address);
    const started = Date.now();
    const account = await this.accountWith(address);
    if (account) await this.sendLink(account, now, false);
    const wait = ANSWER_FLOOR_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /**
   * A sign-up named an address an account already has: its owner gets a sign-in link saying so,
   * counted against the same limit as the link requests (docs/decisions/0029-one-lender-account-per-address.md).
   */
  async linkForSignUpAttempt(address: string, now = new Date()): Promise<void> {
    await this.countLinkFor(address);
    const account = await this.accountWith(address);
    if (account) await this.sendLink(account, now, true);
  }

  /** Counted by the address's hash: the limiter's store never holds it in the clear. */
  private countLinkFor(address: string): Promise<void> {
    return this.limiter.consume('signInLinksPerEmail', hashSecret(address));
  }

  /** The live account with this normalised address (erased ones have none). */
  private accountWith(address: string): Promise<LenderAccount | null> {
    return this.dataSource.getRepository(LenderAccount).findOneBy({ emailKey: address, erasedAt: IsNull() });
  }

  private async sendLink(account: LenderAccount, now: Date, signUpAttempt: boolean): Promise<void> {
    const token = newSecret();
    await serialTransaction(this.dataSource, async (m) => {
      await m.insert(LenderSignInLink, {
        tokenHash: token.hash,
        lenderAccountId: account.id,
        createdAt: now,
        expiresAt: linkExpiresAt(now),
        usedAt: null,
      });
      await this.notifications.queue(m, {
        kind: 'lender-sign-in-link',
        to: account.email,
        lenderName: account.fullName,
        lenderId: account.id,
        token: token.value,
        signUpAttempt,
      });
    });
  }

  /**
   * Spends the link in one conditional UPDATE, so of two racing requests only one signs in, and
   * starts a session in the same transaction (replacing `previousRawId`'s).
   */
  async signIn(token: string, previousRawId: string | null): Promise<SignedIn> {
    if (!looksLikeSecret(token)) throw invalid();
    const tokenHash = hashSecret(token);
    // Whole seconds, as MariaDB's DATETIME keeps them: the answer's signedInAt is the one read later.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    return serialTransaction(this.dataSource, async (m) => {
      const spent = await m
        .createQueryBuilder()
        .update(LenderSignInLink)
        .set({ usedAt: now })
        .where('tokenHash = :tokenHash AND usedAt IS NULL AND expiresAt > :now', { tokenHash, now })
        .execute();
      const link = await m.findOneBy(LenderSignInLink, { tokenHash });
      if (!spent.affected || !link) {
        const verdict = linkVerdict(link, now);
        if (verdict === 'expired') throw AppError.gone(LENDER_SIGN_IN_MESSAGES.linkExpired, 'SIGN_IN_LINK_EXPIRED');
        if (verdict === 'unknown') throw invalid();
        // 'used', or spent by a racing request between our UPDATE and this read.
        throw AppError.gone(LENDER_SIGN_IN_MESSAGES.linkUsed, 'SIGN_IN_LINK_USED');
      }
      const account = await m.findOneBy(LenderAccount, { id: link.lenderAccountId });
      if (!account || account.erasedAt) throw invalid();
      const rawSessionId = await this.sessions.start(m, account.id, now, previousRawId);
      return { account, rawSessionId, signedInAt: now };
    });
  }

  /** Housekeeping: links that expired before `before`, used or not. */
  async purgeExpired(before: Date): Promise<number> {
    const result = await this.dataSource.getRepository(LenderSignInLink).delete({ expiresAt: LessThan(before) });
    return result.affected ?? 0;
  }
}
