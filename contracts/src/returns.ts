/**
 * Sending the dress back: the renter's reminder e-mail, the day before her return post, says it in
 * these words (backend/src/notifications/templates/return-reminder.tsx), so every place that tells
 * her how to return a dress says it alike.
 */
export const RETURN_REMINDER_TITLE = 'Your dress goes back tomorrow';

/** The steps, in order; the post day is said beside them, so none names a date. */
export const RETURN_INSTRUCTIONS = [
  'Pack the dress in the bag it came in and seal it.',
  'Stick the prepaid return label on the bag: there is nothing to pay.',
  'Post it at any Post Office or parcel drop-off point by the end of that day.',
  'No need to clean it: cleaning is included in your rental.',
] as const;

/** From this hour (UK time) on the last rental day the reminders go, so they arrive in the morning, not at midnight. */
export const RETURN_REMINDER_HOUR = 9;
