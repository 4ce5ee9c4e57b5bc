import type { ApiFailure } from './api-failure';
import { failedWith, failureText, isApiFailure } from './failure-text';

const refused: ApiFailure = { status: 409, code: 'QUOTE_CHANGED', message: 'Prices in your cart have changed.' };
const silent: ApiFailure = { status: 502, code: 'ERROR', message: '' };

describe('failureText', () => {
  it('gives the server’s sentence, or the fallback when it sent none', () => {
    expect(failureText(refused, 'Failed to create account')).toBe('Prices in your cart have changed.');
    expect(failureText(silent, 'Failed to create account')).toBe('Failed to create account');
    expect(failureText(new Error('boom'), 'Failed to create account')).toBe('Failed to create account');
    expect(failureText(undefined, 'Failed to create account')).toBe('Failed to create account');
  });

  it('with a lead, puts the server’s sentence after it', () => {
    expect(failureText(refused, { lead: 'Failed to delete product.' })).toBe('Failed to delete product. Prices in your cart have changed.');
    expect(failureText(silent, { lead: 'Failed to delete product.' })).toBe('Failed to delete product.');
    expect(failureText({ status: 400, code: 'ERROR', message: '   ' }, { lead: 'Failed.' })).toBe('Failed.');
  });
});

describe('failedWith', () => {
  it('matches a failure by its catalogue code only', () => {
    expect(failedWith(refused, 'QUOTE_CHANGED')).toBe(true);
    expect(failedWith(refused, 'DATES_UNAVAILABLE', 'QUOTE_CHANGED')).toBe(true);
    expect(failedWith(refused, 'DATES_UNAVAILABLE')).toBe(false);
    expect(failedWith({ status: 409, message: 'x' }, 'QUOTE_CHANGED')).toBe(false);
    expect(failedWith(undefined, 'QUOTE_CHANGED')).toBe(false);
  });
});

describe('isApiFailure', () => {
  it('recognises the failure shape and nothing else', () => {
    expect(isApiFailure(refused)).toBe(true);
    expect(isApiFailure({ status: 409, message: 'x' })).toBe(false);
    expect(isApiFailure({ name: 'SerializedError', message: 'x' })).toBe(false);
    expect(isApiFailure(null)).toBe(false);
  });
});
