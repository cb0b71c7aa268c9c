import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { submitErrorMessage } from './submit-error';

const msg = (error: unknown) => submitErrorMessage(error, 'Failed to create post', 'Something went wrong');

describe('submitErrorMessage', () => {
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
    expect(msg(new ApiError(502, 'HTTP error! status: 502'))).toBe('Failed to create post');
    expect(msg(new ApiError(0, 'Failed to fetch'))).toBe('Something went wrong');
    expect(msg(new TypeError('boom'))).toBe('Something went wrong');
  });
});
