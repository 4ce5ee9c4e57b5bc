import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { UploadPurpose } from '@dw/contracts';
import { isAdminRequest } from '../common/admin-session.guard';
import { AppError } from '../common/app-error';
import { LenderSessionService } from '../lenders/lender-session.service';

/** What the guard decided: the upload's purpose and, for a lender, whose photo it will be. */
export type UploadRequest = Request & { uploadPurpose?: UploadPurpose; uploaderLenderId?: string | null };

/**
 * Who may ask for an upload URL, decided before the body is read: the admin uploads product
 * images (10 MB), a lender with their token or session listing photos (5 MB); anyone else gets 401.
 * Rejected and erased lenders may not.
 */
const mayList = (account: { status: string; erasedAt: Date | null } | undefined) =>
  account !== undefined && account.status !== 'rejected' && account.erasedAt === null;

@Injectable()
export class UploadAccessGuard implements CanActivate {
  constructor(private readonly lenders: LenderSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    if (isAdminRequest(req)) {
      req.uploadPurpose = 'product';
      req.uploaderLenderId = null;
      return true;
    }
    const account = (await this.lenders.identify(req))?.account;
    if (!account || !mayList(account)) throw AppError.unauthorized('Log in as admin or create a lender account before uploading photos.');
    req.uploadPurpose = 'listing';
    req.uploaderLenderId = account.id;
    return true;
  }
}
