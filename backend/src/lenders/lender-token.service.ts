import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LenderAccount } from './lender-account.entity';

export function hashLenderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes: the lender's only credential, shown once at account creation. */
export function newLenderToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLenderToken(token) };
}

/** Resolves the X-Lender-Token header to its account (listings and photo uploads). */
@Injectable()
export class LenderTokenService {
  constructor(@InjectRepository(LenderAccount) private readonly accounts: Repository<LenderAccount>) {}

  /** The account a token belongs to, whatever its status (the listing guard tells 401 from 403). */
  async findByToken(token: string | undefined): Promise<LenderAccount | null> {
    if (!token || token.length > 100) return null;
    return this.accounts.findOneBy({ tokenHash: hashLenderToken(token) });
  }
}
