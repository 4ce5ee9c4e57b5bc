import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { LenderAreaGuard } from './lender-area.guard';

/**
 * A controller of the lender area: 401 without a signed-in lender, documented under "Lender area"
 * with her token. Its routes read only her own rows (`@CurrentLender()`).
 */
export function LenderArea(): ClassDecorator {
  return applyDecorators(ApiTags('Lender area'), UseGuards(LenderAreaGuard), ApiSecurity('lender-token'));
}
