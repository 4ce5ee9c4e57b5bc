/**
 * The backup size (the shop's "backup size at no extra cost"): a second size of the same dress,
 * for the same dates, held and sent with the first and returned with it, at £0. One per dress per
 * order; its unit is booked like any other, and its lender earns nothing from it.
 */

export const BACKUP_SIZE_MESSAGES = {
  sameAsMain: (size: string) => `The backup size must differ from the size you chose (UK ${size}).`,
  unknownSize: (size: string) => `UK ${size} is not offered for this dress, so it cannot be your backup size.`,
  onePerDress: (name: string) => `You already have a backup size for ${name}: one backup size per dress.`,
  unavailable: (name: string, size: string) =>
    `The backup size UK ${size} of ${name} is not free for these dates. Remove the backup size or choose another.`,
  needsDate: 'Choose your start date before adding a backup size.',
} as const;

/** How the order, the e-mails and the lender's booking name a backup line: "UK 10 (backup size, free)". */
export function backupSizeLabel(size: string): string {
  return `UK ${size} (backup size, free)`;
}

/** What is wrong with `backupSize` as the backup of a line in `mainSize`, or null when it may be asked for. */
export function backupSizeProblem(availableSizes: readonly string[], mainSize: string, backupSize: string): string | null {
  if (backupSize === mainSize) return BACKUP_SIZE_MESSAGES.sameAsMain(mainSize);
  if (!availableSizes.includes(backupSize)) return BACKUP_SIZE_MESSAGES.unknownSize(backupSize);
  return null;
}

/** The sizes a renter may pick as the backup of `mainSize`: every other size of the dress, in its order. */
export function backupSizeChoices(availableSizes: readonly string[], mainSize: string): string[] {
  return availableSizes.filter((size) => size !== mainSize);
}

/**
 * True when some dress of `lines` carries more than one backup (the one-per-dress rule across an
 * order or a cart).
 */
export function hasSecondBackup(lines: readonly { productId: string; backupSize?: string | null }[]): boolean {
  const seen = new Set<string>();
  for (const line of lines) {
    if (!line.backupSize) continue;
    if (seen.has(line.productId)) return true;
    seen.add(line.productId);
  }
  return false;
}
