import { LENDER_ACCOUNT_STATUS_TEXT, LENDER_ACCOUNT_TRANSITIONS, type LenderAccountStatus } from '@dw/contracts';
import { transitionActions, type StatusAction } from '../../app/statusActions';

/** Approve / Reject, offered only while an account is pending (LENDER_ACCOUNT_TRANSITIONS in contracts). */
export function lenderActions(status: LenderAccountStatus): StatusAction<LenderAccountStatus>[] {
  return transitionActions(LENDER_ACCOUNT_TRANSITIONS, status, LENDER_ACCOUNT_STATUS_TEXT, ['rejected']);
}
