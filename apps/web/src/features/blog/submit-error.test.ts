import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer } from '../../lib/api-client';
import { submitErrorMessage } from './submit-error';

const msg = (error: unknown) => submitErrorMessage(error, 'Failed to create post', 'Something went wrong');

describe('submitErrorMessage', () => {
  it("tells the server's words from the client's fallback by the error, not by its text", () => {
    expect(msg(errorFromAnswer(409, { success: false, message: 'HTTP error! status: 409 is what we call it' }))).toBe(
      'HTTP error! status: 409 is what we call it',
    );
  });

  it("shows a field's own message first, then the server's", () => {
    expect(
      msg(
        new ApiError(400, 'title: Title must be at most 200 characters', {
          title: 'Title must be at most 200 characters',
        }),
      ),
    ).toBe('Title must be at most 200 characters');
    expect(msg(new ApiError(401, 'You need to sign in first'))).toBe('You need to sign in first');
  });

  it("falls back to 'Failed to create post' and 'Something went wrong'", () => {
    // An answer without a message of its own (a proxy's HTML error page, an empty body).
    expect(msg(errorFromAnswer(502, '<html>Bad gateway</html>'))).toBe('Failed to create post');
    expect(msg(errorFromAnswer(500, undefined))).toBe('Failed to create post');
    expect(msg(new ApiError(0, 'Failed to fetch'))).toBe('Something went wrong');
    expect(msg(new TypeError('boom'))).toBe('Something went wrong');
  });
});
