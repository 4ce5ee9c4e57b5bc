import { BACKUP_SIZE_MESSAGES, backupSizeChoices, backupSizeLabel, backupSizeProblem, hasSecondBackup } from './backup-size';

describe('backup size', () => {
  const sizes = ['8', '10', '12'];

  it('accepts another size the dress is offered in', () => {
    expect(backupSizeProblem(sizes, '8', '10')).toBeNull();
  });

  it('refuses the main size and a size the dress does not have, naming the size', () => {
    expect(backupSizeProblem(sizes, '8', '8')).toBe(BACKUP_SIZE_MESSAGES.sameAsMain('8'));
    expect(backupSizeProblem(sizes, '8', '16')).toContain('UK 16 is not offered');
  });

  it('offers every other size, in the dress order', () => {
    expect(backupSizeChoices(sizes, '10')).toEqual(['8', '12']);
  });

  it('finds a second backup of one dress, not backups of two dresses', () => {
    expect(hasSecondBackup([{ productId: 'a', backupSize: '10' }, { productId: 'b', backupSize: '10' }, { productId: 'a' }])).toBe(false);
    expect(
      hasSecondBackup([
        { productId: 'a', backupSize: '10' },
        { productId: 'a', backupSize: '12' },
      ]),
    ).toBe(true);
  });

  it('names the line as the e-mails and the order show it', () => {
    expect(backupSizeLabel('10')).toBe('UK 10 (backup size, free)');
  });
});
