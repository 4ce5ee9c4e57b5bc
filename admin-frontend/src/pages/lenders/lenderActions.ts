import { LENDER_ACCOUNT_TRANSITIONS, type LenderAccountStatus } from '@dw/contracts';
import { transitionActions, type StatusAction } from '../../app/statusActions';

/** Approve / Reject, offered only while an account is pending (spec §4). */
export function lenderActions(status: LenderAccountStatus): StatusAction<LenderAccountStatus>[] {
  return transitionActions(LENDER_ACCOUNT_TRANSITIONS, status, { approved: 'Approve', rejected: 'Reject' }, ['rejected']);
}
