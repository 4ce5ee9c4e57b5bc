import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RateLimiter } from './rate-limiter.service';
import type { LimitName } from './rate-limits';

const RATE_LIMIT = 'dw:rate-limit';

/** Counts every call of this route against the named per-address limit. */
export const RateLimit = (name: LimitName) => SetMetadata(RATE_LIMIT, name);

/** `req.ip` honours `trust proxy`, so a client cannot pick its own address with X-Forwarded-For. */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<LimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (name) await this.limiter.consume(name, clientAddress(context.switchToHttp().getRequest<Request>()));
    return true;
  }
}
