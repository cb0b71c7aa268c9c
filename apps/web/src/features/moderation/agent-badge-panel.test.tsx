// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationLog, setAgentBadge, userCheckDocuments } from '@nyumba/domain';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { AgentBadgePanel } from './agent-badge-panel';

// Issue 58: "Agent" is granted for the EARB number and this year's certificate, read from the
// document the lister uploaded; every opening of it is logged, and the panel says who opened it.
const certificate = {
  id: 'd1',
  kind: 'earb-certificate' as const,
  mime: 'application/pdf',
  bytes: 300_000,
  createdAt: '2026-12-01T07:00:00.000Z',
  decidedAt: null,
  deleteAfter: null,
  reads: [{ moderator: 'Amani', at: '2026-12-02T11:05:00.000Z' }],
};

function renderPanel() {
  const api = stubApi({
    [moderationLog.id]: () => ({ success: true, entries: [] }),
    [userCheckDocuments.id]: () => ({ success: true, documents: [certificate] }),
    [setAgentBadge.id]: () =>
      Response.json(
        { success: false, message: "The practising certificate is not this year's: ask the agent for it" },
        { status: 400 },
      ),
  });
  renderRoutes(
    [{ path: '*', element: <AgentBadgePanel userId="u9" earb={{ number: 'EARB/B/2211', verified: false }} /> }],
    '/u/u9',
  );
  return { api, panel: within(screen.getByRole('region', { name: 'Moderation' })) };
}

describe('AgentBadgePanel', () => {
  it('lists the documents with a link that opens each, and who opened them when', async () => {
    const { api, panel } = renderPanel();
    const open = await panel.findByRole('link', {
      name: 'Open EARB practising certificate uploaded 2026-12-01 (in a new tab)',
    });
    expect(open.getAttribute('href')).toBe('/api/moderation/documents/d1');
    expect(open.getAttribute('target')).toBe('_blank');
    // 11:05 UTC is 14:05 in Nairobi.
    expect(panel.getByText('Opened by Amani at 2026-12-02 14:05')).toBeTruthy();
    expect(api.requestsTo(userCheckDocuments).map(({ params }) => params)).toEqual([{ id: 'u9' }]);
  });

  it('grants "Agent" for what was checked, and shows the server’s refusal of a certificate not this year’s', async () => {
    const { panel } = renderPanel();
    fireEvent.change(panel.getByLabelText('Reason'), { target: { value: 'Found on the EARB register' } });
    fireEvent.click(panel.getByRole('button', { name: 'Agent: EARB number and this year’s certificate checked' }));
    expect((await panel.findByRole('alert')).textContent).toBe(
      "The practising certificate is not this year's: ask the agent for it",
    );
    expect(panel.queryByText(/verified/i)).toBeNull();
  });
});
