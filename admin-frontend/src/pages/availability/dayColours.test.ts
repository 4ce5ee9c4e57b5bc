import { AA_TEXT_CONTRAST, contrastRatio } from '../../app/contrast';
import { DAY_BACKGROUNDS, DAY_TEXT } from './dayColours';

describe('calendar day colours', () => {
  it.each(Object.entries(DAY_BACKGROUNDS))('%s days keep their numbers readable (4.5:1)', (_, background) => {
    expect(contrastRatio(DAY_TEXT, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('free, partly held and full look different', () => {
    expect(new Set(Object.values(DAY_BACKGROUNDS)).size).toBe(3);
  });
});
