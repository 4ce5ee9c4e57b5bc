import { type PromotionInput, type PromotionKind, type PromotionView, normalisePromoCode } from '@dw/contracts';

/** The form's values: text fields stay text (the API validates and answers in words), blanks mean "no limit". */
export interface PromotionDraft {
  code: string;
  description: string;
  kind: PromotionKind;
  amountOff: string;
  percentOff: number | null;
  minSpend: string;
  validFrom: string;
  validTo: string;
  totalLimit: number | null;
  perRenterLimit: number | null;
  firstOrderOnly: boolean;
}

export const EMPTY_PROMOTION: PromotionDraft = {
  code: '',
  description: '',
  kind: 'fixed',
  amountOff: '',
  percentOff: null,
  minSpend: '',
  validFrom: '',
  validTo: '',
  totalLimit: null,
  perRenterLimit: null,
  firstOrderOnly: false,
};

export function draftOf(p: PromotionView): PromotionDraft {
  return {
    code: p.code,
    description: p.description,
    kind: p.kind,
    amountOff: p.amountOff ?? '',
    percentOff: p.percentOff,
    minSpend: p.minSpend ?? '',
    validFrom: p.validFrom ?? '',
    validTo: p.validTo ?? '',
    totalLimit: p.totalLimit,
    perRenterLimit: p.perRenterLimit,
    firstOrderOnly: p.firstOrderOnly,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the API is sent: only the chosen kind's amount, null for every blank limit. */
export function inputOf(d: PromotionDraft): PromotionInput {
  return {
    code: normalisePromoCode(d.code),
    description: d.description.trim(),
    kind: d.kind,
    ...(d.kind === 'fixed' ? { amountOff: orNull(d.amountOff) } : { percentOff: d.percentOff }),
    minSpend: orNull(d.minSpend),
    validFrom: orNull(d.validFrom),
    validTo: orNull(d.validTo),
    totalLimit: d.totalLimit,
    perRenterLimit: d.perRenterLimit,
    firstOrderOnly: d.firstOrderOnly,
  };
}
