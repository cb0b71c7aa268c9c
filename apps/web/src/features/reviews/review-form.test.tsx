// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { REVIEW_TEXT_SHORT, writeReview, type Deal, type ReviewBody } from '@nyumba/domain';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { ReviewForm } from './review-form';

const deal = (myRole: Deal['myRole']): Deal => ({
  kind: 'hire',
  id: 'h1',
  status: 'done',
  proposedByMe: false,
  myRole,
  canReview: true,
  mine: null,
  theirs: null,
  theyWrote: false,
  publishesAt: null,
});

const legends = () => screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

function renderForm(role: Deal['myRole'], answer: () => Response) {
  const api = stubApi({ [writeReview.id]: answer });
  renderRoutes([{ path: '/', element: <ReviewForm deal={deal(role)} /> }], '/');
  return api;
}

const stars = (line: string, n: number) =>
  fireEvent.click(within(screen.getByRole('group', { name: line })).getByLabelText(`${n} out of 5 stars`));

describe('the review form', () => {
  it("a client rates the work; a provider rates the client on a client's own lines", () => {
    renderForm('client', () => Response.json({}));
    expect(screen.getByRole('heading').textContent).toBe('Review the work');
    expect(legends()).toEqual(['Quality', 'Punctuality', 'Price as agreed']);
    document.body.innerHTML = '';
    renderForm('provider', () => Response.json({}));
    expect(screen.getByRole('heading').textContent).toBe('Review the client');
    expect(legends()).toEqual(['Clear brief', 'On time', 'Paid as agreed']);
  });

  it('sends the deal, each line’s stars and the words', async () => {
    const api = renderForm('client', () => Response.json({ success: false, message: 'later' }, { status: 503 }));
    stars('Quality', 5);
    stars('Punctuality', 3);
    stars('Price as agreed', 4);
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'Fixed the leak in an hour.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await screen.findByRole('alert');
    const body = api.requestsTo(writeReview)[0]!.body as ReviewBody;
    expect(body).toEqual({
      kind: 'hire',
      dealId: 'h1',
      quality: 5,
      punctuality: 3,
      price: 4,
      text: 'Fixed the leak in an hour.',
    });
  });

  it("shows the server's word on a field beside that field, and marks it invalid", async () => {
    renderForm('client', () =>
      Response.json(
        { success: false, message: `text: ${REVIEW_TEXT_SHORT}`, errors: { text: REVIEW_TEXT_SHORT } },
        { status: 400 },
      ),
    );
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'Good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await screen.findByText(REVIEW_TEXT_SHORT);
    const box = screen.getByLabelText('What happened?');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain('review-h1-error');
    // Said once: beside the field, not again under the form.
    expect(screen.queryByRole('alert')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('Good');
  });
});
