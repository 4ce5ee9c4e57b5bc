/** Why a late fee is not (yet) charged, in the admin's words; the provider's own code when it is another. */
export function owedReason(code: string | null): string {
  switch (code) {
    case null:
      return '—';
    case 'no-card':
      return 'No saved card: collect it by hand';
    case 'card_declined':
      return 'Card declined';
    case 'authentication_required':
      return 'Declined: the bank wants the renter to authenticate';
    case 'provider-unavailable':
      return 'The card provider did not answer: tried again hourly';
    default:
      return code;
  }
}
