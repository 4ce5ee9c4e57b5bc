import { fitSummaryText, majorityFit, ratingLabel, ratingSummary, reviewTextProblem, reviewerName } from './reviews';

const fit = (small: number, tts: number, large: number) => ({ 'runs-small': small, 'true-to-size': tts, 'runs-large': large });

describe('ratingSummary', () => {
  it('no reviews: no average, no fit', () => {
    expect(ratingSummary({ count: 0, sum: 0, fit: fit(0, 0, 0) })).toEqual({ count: 0, average: null, fit: null });
  });

  it('averages to one decimal, half up', () => {
    expect(ratingSummary({ count: 3, sum: 13, fit: fit(0, 3, 0) }).average).toBe(4.3);
    expect(ratingSummary({ count: 4, sum: 17, fit: fit(0, 4, 0) }).average).toBe(4.3); // 4.25
    expect(ratingSummary({ count: 2, sum: 9, fit: fit(0, 2, 0) }).average).toBe(4.5);
    expect(ratingSummary({ count: 1, sum: 5, fit: fit(1, 0, 0) })).toEqual({ count: 1, average: 5, fit: 'runs-small' });
  });
});

describe('majorityFit', () => {
  it('the fit most reviewers gave', () => {
    expect(majorityFit(fit(3, 1, 0))).toBe('runs-small');
    expect(majorityFit(fit(0, 1, 2))).toBe('runs-large');
    expect(majorityFit(fit(1, 2, 1))).toBe('true-to-size');
  });

  it('a tie with true to size reads as true to size; small and large tied ahead give none', () => {
    expect(majorityFit(fit(2, 2, 0))).toBe('true-to-size');
    expect(majorityFit(fit(0, 2, 2))).toBe('true-to-size');
    expect(majorityFit(fit(2, 2, 2))).toBe('true-to-size');
    expect(majorityFit(fit(2, 1, 2))).toBeNull();
    expect(majorityFit(fit(0, 0, 0))).toBeNull();
  });
});

describe('review words', () => {
  it('says the majority fit as the product page shows it', () => {
    expect(fitSummaryText('true-to-size')).toBe('Most say true to size');
    expect(fitSummaryText('runs-small')).toBe('Most say runs small');
    expect(fitSummaryText(null)).toBeNull();
  });

  it('reads a rating out', () => {
    expect(ratingLabel({ average: 4.3, count: 12 })).toBe('4.3 out of 5 (12 reviews)');
    expect(ratingLabel({ average: 5, count: 1 })).toBe('5.0 out of 5 (1 review)');
  });

  it('names a reviewer by first name and initial', () => {
    expect(reviewerName('Ada Lovelace')).toBe('Ada L.');
    expect(reviewerName('  Mary Jane  van  dyke ')).toBe('Mary D.');
    expect(reviewerName('Cher')).toBe('Cher');
    expect(reviewerName('   ')).toBe('A renter');
  });

  it('text: 20 to 2,000 characters once trimmed', () => {
    expect(reviewTextProblem('  too short   ')).toMatch(/at least 20/);
    expect(reviewTextProblem('a'.repeat(20))).toBeNull();
    expect(reviewTextProblem('a'.repeat(2000))).toBeNull();
    expect(reviewTextProblem('a'.repeat(2001))).toMatch(/2,000/);
  });
});
