import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { UploadPurpose } from '@dw/contracts';
import { isAdminRequest } from '../common/admin-session.guard';
import { AppError } from '../common/app-error';
import { LenderTokenService } from '../lenders/lender-token.service';

export type UploadRequest = Request & { uploadPurpose?: UploadPurpose };

/**
 * Who may ask for an upload URL, decided before the body is read: the admin uploads product
 * images (10 MB), a lender with their token listing photos (5 MB); anyone else gets 401.
 */
@Injectable()
export class UploadAccessGuard implements CanActivate {
  constructor(private readonly lenderTokens: LenderTokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    const token = req.get('x-lender-token');
    if (isAdminRequest(req)) req.uploadPurpose = 'product';
    else if (token && (await this.lenderTokens.accountForToken(token))) req.uploadPurpose = 'listing';
    else throw AppError.unauthorized('Log in as admin or create a lender account before uploading photos.');
    return true;
  }
}
