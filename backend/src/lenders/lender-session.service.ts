import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { expiryCutoffs, needsTouch, sessionAlive, TOUCH_EVERY_MS } from './domain/lender-session';
import { hashSecret, looksLikeSecret, newSecret } from '../common/secret-token';
import { LenderAccount } from './lender-account.entity';
import { LenderTokenService } from './lender-token.service';
import { lenderSessionIdOf } from './session/lender-cookie';
import { LenderSession } from './session/lender-session.entity';

/** Who a lender request acts for, and how it proved it. */
export interface LenderIdentity {
  account: LenderAccount;
  via: 'token' | 'session';
  /** When the session's link was spent; null for token callers and sessions started by account creation. */
  signedInAt: Date | null;
  /** The hash of the session's id (session callers), so a change can end her other sessions and keep this one. */
  sessionIdHash?: string;
}

/**
 * The lender session (docs/decisions/0020-lender-sign-in.md): a row per signed-in browser, keyed by
 * the SHA-256 of the cookie's random id, ended when idle too long, too old, signed out or erased.
 */
@Injectable()
export class LenderSessionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: LenderTokenService,
  ) {}

  /**
   * Inside the caller's transaction: a new session for the account, with a new id (the cookie the
   * browser had before, if any, stops working). Returns the raw id for the cookie.
   */
  async start(manager: EntityManager, accountId: string, signedInAt: Date | null, previousRawId: string | null): Promise<string> {
    if (previousRawId && looksLikeSecret(previousRawId)) await manager.delete(LenderSession, { idHash: hashSecret(previousRawId) });
    const id = newSecret();
    const now = new Date();
    await manager.insert(LenderSession, { idHash: id.hash, lenderAccountId: accountId, createdAt: now, lastSeenAt: now, signedInAt });
    return id.value;
  }

  /** The lender a request acts for: its X-Lender-Token when it sends one, else its session cookie. */
  async identify(req: Request): Promise<LenderIdentity | null> {
    const token = req.get('x-lender-token');
    if (token !== undefined) {
      const account = await this.tokens.findByToken(token);
      return account ? { account, via: 'token', signedInAt: null } : null;
    }
    return this.resolve(lenderSessionIdOf(req));
  }

  /** A live session's account; a dead one's row is deleted on sight. */
  async resolve(rawId: string | null): Promise<LenderIdentity | null> {
    if (!rawId || !looksLikeSecret(rawId)) return null;
    const repo = this.dataSource.getRepository(LenderSession);
    const idHash = hashSecret(rawId);
    const session = await repo.findOneBy({ idHash });
    if (!session) return null;
    const now = new Date();
    if (!sessionAlive(session, now)) {
      await repo.delete({ idHash });
      return null;
    }
    const account = await this.dataSource.getRepository(LenderAccount).findOneBy({ id: session.lenderAccountId });
    if (!account) return null;
    if (needsTouch(session.lastSeenAt, now)) {
      // Conditional, so concurrent requests of one page write it once.
      await repo.update({ idHash, lastSeenAt: LessThan(new Date(now.getTime() - TOUCH_EVERY_MS)) }, { lastSeenAt: now });
    }
    return { account, via: 'session', signedInAt: session.signedInAt, sessionIdHash: idHash };
  }

  /**
   * Sign-out ends every session of the lender, on every browser (a phone left signed in elsewhere
   * included): the rows go, so the ids are worthless even if a cookie survives somewhere.
   */
  async end(rawId: string | null): Promise<void> {
    if (!rawId || !looksLikeSecret(rawId)) return;
    const repo = this.dataSource.getRepository(LenderSession);
    const session = await repo.findOneBy({ idHash: hashSecret(rawId) });
    if (session) await this.endAll(this.dataSource.manager, session.lenderAccountId);
  }

  /** Inside the caller's transaction: every session of the account ends, but `keepIdHash`'s. */
  async endAll(manager: EntityManager, accountId: string, keepIdHash?: string): Promise<number> {
    const query = manager.createQueryBuilder().delete().from(LenderSession).where('lenderAccountId = :accountId', { accountId });
    if (keepIdHash) query.andWhere('idHash <> :keepIdHash', { keepIdHash });
    return (await query.execute()).affected ?? 0;
  }

  /** Housekeeping: sessions idle or old past their limits. */
  async purgeExpired(now: Date): Promise<number> {
    const { idleBefore, startedBefore } = expiryCutoffs(now);
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(LenderSession)
      .where('lastSeenAt < :idleBefore OR createdAt < :startedBefore', { idleBefore, startedBefore })
      .execute();
    return result.affected ?? 0;
  }
}
