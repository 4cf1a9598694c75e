import { Badge, Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, renderPage } from '../testing/render.tsx';
import { DeferredModal } from './deferred-modal.tsx';
import { DeferredTooltip } from './deferred-tooltip.tsx';

function ConfirmFinish() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Finish</Button>
      <DeferredModal opened={opened} onClose={() => setOpened(false)} title="Finish the game?">
        <Button onClick={() => setOpened(false)}>Keep playing</Button>
      </DeferredModal>
    </>
  );
}

describe('overlays loaded on first use', () => {
  it('a tooltip shows its help when the pointer first rests on its element', async () => {
    fakeNetwork([]);
    renderPage(
      <DeferredTooltip label="Connected: events are sent at once.">
        <Badge data-testid="state">Online</Badge>
      </DeferredTooltip>,
      {},
    );
    expect(screen.queryByText('Connected: events are sent at once.')).toBeNull();
    await userEvent.hover(screen.getByTestId('state'));
    expect(await screen.findByText('Connected: events are sent at once.')).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('Online');
  });

  it('a modal renders nothing until it opens, then opens and closes as a Modal does', async () => {
    fakeNetwork([]);
    renderPage(<ConfirmFinish />, {});
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('dialog', { name: 'Finish the game?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('dialog', { name: 'Finish the game?' })).toBeTruthy();
  });
});
