// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { publicConfig, resendVerification, signUp } from '@nyumba/domain';
import { configResponse, renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { SignUpPage } from './sign-up-page';
import { useSessionStore } from './session-store';

function renderSignUp(path = '/sign-up') {
  return renderRoutes(
    [
      { path: '/sign-up', Component: SignUpPage },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    path,
  );
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' amina ' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina@example.co.ke' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-42' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Sign up' }).closest('form')!);
}

beforeEach(() => {
  useSessionStore.setState({ currentUser: null, signedOut: false, notice: null });
});

describe('SignUpPage', () => {
  it('asks for the three required fields with the right types, and links to sign-in', () => {
    stubApi({ [publicConfig.id]: () => configResponse() });
    renderSignUp();
    for (const label of ['Username', 'Email', 'Password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('or continue with')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );
  });

  it('says that signing up confirms being 18 or older, beside the terms and the privacy notice', () => {
    stubApi({ [publicConfig.id]: () => configResponse() });
    renderSignUp();
    const terms = screen.getByRole('link', { name: 'terms of use' });
    expect(terms.closest('p')!.textContent).toBe(
      'By signing up you confirm you are 18 or older and accept the terms of use and the privacy notice.',
    );
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'privacy notice' })).toBeTruthy();
  });

  it('signs nobody in: says to check the e-mail, and sends the link again on request', async () => {
    const message = 'Check your email: we have sent a link to finish signing up. It works for 24 hours.';
    const api = stubApi({
      [publicConfig.id]: () => configResponse(),
      [signUp.id]: () => Response.json({ success: true, message }, { status: 201 }),
      [resendVerification.id]: () => Response.json({ success: true, message: 'If that address has an account…' }),
    });
    renderSignUp();
    fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(/We sent a message to amina@example\.co\.ke\./)).toBeTruthy();
    expect(useSessionStore.getState().currentUser).toBeNull();
    expect(api.requestsTo(signUp).map((request) => request.body)).toEqual([
      { username: 'amina', email: 'amina@example.co.ke', password: 'correct-horse-42' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('If that address has an account…')).toBeTruthy();
    expect(api.requestsTo(resendVerification).map((request) => request.body)).toEqual([
      { email: 'amina@example.co.ke' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('shows a taken e-mail under the e-mail field, once', async () => {
    const message = 'An account with this email already exists';
    stubApi({
      [publicConfig.id]: () => configResponse(),
      [signUp.id]: () => Response.json({ success: false, message, errors: { email: message } }, { status: 409 }),
    });
    renderSignUp();
    fillAndSubmit();
    const email = screen.getByLabelText('Email');
    await screen.findByText(message);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it("shows field errors and the server's message for a validation failure", async () => {
    stubApi({
      [publicConfig.id]: () => configResponse(),
      [signUp.id]: () =>
        Response.json(
          {
            success: false,
            message: 'Registration is closed today',
            errors: { password: 'Password must be at least 8 characters' },
          },
          { status: 400 },
        ),
    });
    renderSignUp();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Registration is closed today');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it("falls back to 'Something went wrong' when a failure has no message", async () => {
    stubApi({ [publicConfig.id]: () => configResponse(), [signUp.id]: () => Promise.reject('') });
    renderSignUp();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
