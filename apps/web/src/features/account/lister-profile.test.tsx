// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentUser,
  deleteCheckDocument,
  myCheckDocuments,
  publicConfig,
  updateAccount,
  uploadCheckDocument,
  type CheckDocument,
} from '@nyumba/domain';
import { configResponse, renderRoutes } from '../../test/render-routes';
import { stubApi, type ApiHandlers } from '../../test/stub-api';
import { RequireUser, useSessionStore } from '../auth';
import { ProfilePage } from './profile-page';

// Issue 58, "Honest labels", on the profile: what the person lists as, the fields each
// choice needs, how others see them now, and their documents for a check.
const me = { _id: 'u1', id: 'u1', username: 'otieno', email: 'otieno@example.co.ke' };
const caretaker = {
  ...me,
  listerRole: 'caretaker',
  earbYear: null,
  landlordPhone: '+254722000111',
  // Named a landlord, not yet confirmed: shown as a private lister.
  standing: {
    role: 'private',
    label: 'Private lister',
    badges: [{ kind: 'email', text: 'Email confirmed 2026-10', at: '2026-10-20T08:00:00.000Z' }],
  },
};
const certificate: CheckDocument = {
  id: 'd1',
  kind: 'earb-certificate',
  mime: 'application/pdf',
  bytes: 1_300_000,
  createdAt: '2026-12-01T07:00:00.000Z',
  decidedAt: null,
  deleteAfter: null,
};

function renderProfile(handlers: ApiHandlers = {}) {
  const api = stubApi({
    [publicConfig.id]: () => configResponse(),
    [currentUser.id]: () => Response.json({ success: true, user: caretaker }),
    [myCheckDocuments.id]: () => ({ success: true, documents: [] }),
    ...handlers,
  });
  renderRoutes([{ Component: RequireUser, children: [{ path: '/profile', Component: ProfilePage }] }], '/profile');
  return api;
}

const fields = () => within(screen.getByRole('group', { name: 'Your public page' }));

/** The account's lister facts are on screen: the choice it made is checked. */
async function listerShown(role: string) {
  await screen.findByTestId('my-standing');
  await waitFor(() => expect((fields().getByRole('radio', { name: role }) as HTMLInputElement).checked).toBe(true));
}

beforeEach(() => {
  useSessionStore.setState({ currentUser: me, signedOut: false, notice: null });
});

describe('the profile’s lister section', () => {
  it('shows how others see them, and each choice the fields it needs', async () => {
    renderProfile();
    await listerShown('Caretaker');
    const standing = screen.getByTestId('my-standing');
    expect(standing.textContent).toContain('Private lister');
    expect(standing.textContent).toContain('Email confirmed 2026-10');
    const section = fields();
    // A caretaker names the landlord's number, shown as a Kenyan reads it.
    expect((section.getByRole('radio', { name: 'Caretaker' }) as HTMLInputElement).checked).toBe(true);
    expect((section.getByLabelText('Your landlord’s phone number') as HTMLInputElement).value).toBe('0722 000 111');
    expect(
      section.getByText(
        'Your landlord confirms from their own number on Nyumba; until then you show as a private lister.',
      ),
    ).toBeTruthy();
    expect(section.queryByLabelText('Practising certificate year')).toBeNull();

    fireEvent.click(section.getByRole('radio', { name: 'Agent' }));
    expect(section.getByLabelText('EARB registration number (estate agents)')).toBeTruthy();
    expect(section.getByLabelText('Practising certificate year')).toBeTruthy();
    expect(section.queryByLabelText('Your landlord’s phone number')).toBeNull();

    for (const other of ['Private lister', 'Landlord']) {
      fireEvent.click(section.getByRole('radio', { name: other }));
      expect(section.queryByLabelText('Practising certificate year')).toBeNull();
      expect(section.queryByLabelText('EARB registration number (estate agents)')).toBeNull();
      expect(section.queryByLabelText('Your landlord’s phone number')).toBeNull();
    }
  });

  it('sends the role, the EARB number and the certificate year, then shows the standing the answer gives', async () => {
    const api = renderProfile({
      [updateAccount.id]: () =>
        Response.json({
          success: true,
          message: 'Profile updated successfully!',
          ...caretaker,
          listerRole: 'agent',
          earbNumber: 'EARB/A/1234',
          earbYear: 2026,
          standing: { role: 'private', label: 'Private lister', badges: [] },
        }),
    });
    await listerShown('Caretaker');
    fireEvent.click(fields().getByRole('radio', { name: 'Agent' }));
    fireEvent.change(fields().getByLabelText('EARB registration number (estate agents)'), {
      target: { value: 'EARB/A/1234' },
    });
    fireEvent.change(fields().getByLabelText('Practising certificate year'), { target: { value: '2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByRole('status');
    expect(api.requestsTo(updateAccount)[0]!.body).toMatchObject({
      listerRole: 'agent',
      earbNumber: 'EARB/A/1234',
      earbYear: '2026',
      landlordPhone: '0722 000 111',
    });
    await waitFor(() => expect(screen.getByTestId('my-standing').textContent).not.toContain('Email confirmed'));
    expect((fields().getByLabelText('Practising certificate year') as HTMLInputElement).value).toBe('2026');
  });

  it('uploads a document for a check, says who can open it, lists it and deletes it', async () => {
    let documents: CheckDocument[] = [];
    const api = renderProfile({
      [myCheckDocuments.id]: () => ({ success: true, documents }),
      [uploadCheckDocument.id]: () => {
        documents = [certificate];
        return Response.json(
          {
            success: true,
            message: 'Uploaded. Only Nyumba moderators can open it; it is deleted 30 days after their check.',
            document: certificate,
          },
          { status: 201 },
        );
      },
      [deleteCheckDocument.id]: () => {
        documents = [];
        return { success: true, message: 'Document deleted' };
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Documents for a check' }));
    expect(
      panel.getByText('Only Nyumba moderators can open it; it is deleted 30 days after their check.'),
    ).toBeTruthy();
    expect(await panel.findByText('No documents yet.')).toBeTruthy();

    // Nothing chosen: said here, nothing sent.
    fireEvent.click(panel.getByRole('button', { name: 'Upload' }));
    expect(panel.getByRole('alert').textContent).toBe('Choose a file first');

    const file = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
    const input = panel.getByLabelText('File: a photo or a PDF, at most 5 MB') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,application/pdf');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    fireEvent.click(panel.getByRole('button', { name: 'Upload' }));
    expect(await panel.findByText('EARB practising certificate · 1.2 MB · uploaded 2026-12-01')).toBeTruthy();
    const sent = api.requestsTo(uploadCheckDocument)[0]!.init.body as FormData;
    expect(sent.get('kind')).toBe('earb-certificate');
    expect((sent.get('file') as File).name).toBe('certificate.pdf');

    fireEvent.click(panel.getByRole('button', { name: 'Delete EARB practising certificate uploaded 2026-12-01' }));
    expect(await panel.findByText('No documents yet.')).toBeTruthy();
    expect(api.requestsTo(deleteCheckDocument).map(({ params }) => params)).toEqual([{ id: 'd1' }]);
  });
});
