import { londonHour } from '@dw/contracts';
import { returnReminderDay } from './return-reminder';

describe('return reminder', () => {
  it('reminds on the last rental day the orders whose return post is tomorrow, across a month and a year', () => {
    expect(returnReminderDay(new Date('2026-11-30T12:00:00Z'))).toEqual({ rentalEndDate: '2026-11-30', returnPost: '2026-12-01' });
  });

  it('names no day before 09:00 on the UK clock, in winter (GMT) and in summer (BST)', () => {
    expect(returnReminderDay(new Date('2026-12-08T08:59:00Z'))).toBeNull();
    expect(returnReminderDay(new Date('2026-12-08T09:00:00Z'))).toEqual({ rentalEndDate: '2026-12-08', returnPost: '2026-12-09' });
    // 08:30 UTC in July is 09:30 BST.
    expect(returnReminderDay(new Date('2027-07-01T07:59:00Z'))).toBeNull();
    expect(returnReminderDay(new Date('2027-07-01T08:30:00Z'))).toEqual({ rentalEndDate: '2027-07-01', returnPost: '2027-07-02' });
  });

  it('late in the UK evening is still that UK day: 23:30 UTC in summer is the next day, after midnight BST', () => {
    expect(returnReminderDay(new Date('2027-06-30T22:30:00Z'))).toEqual({ rentalEndDate: '2027-06-30', returnPost: '2027-07-01' });
    // 00:30 BST on 1 July: too early for that day's reminders.
    expect(returnReminderDay(new Date('2027-06-30T23:30:00Z'))).toBeNull();
    expect(returnReminderDay(new Date('2026-12-31T23:30:00Z'))).toEqual({ rentalEndDate: '2026-12-31', returnPost: '2027-01-01' });
  });

  it('reads the UK hour on the days the clocks change', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC.
    expect(londonHour(new Date('2026-03-29T00:30:00Z'))).toBe(0);
    expect(londonHour(new Date('2026-03-29T01:30:00Z'))).toBe(2);
    expect(londonHour(new Date('2026-03-29T08:00:00Z'))).toBe(9);
  });
});
