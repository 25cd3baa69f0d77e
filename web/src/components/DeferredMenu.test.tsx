import { Button, Menu, Portal } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { DeferredMenu, type DeferredMenuProps } from './DeferredMenu';

function FruitMenu({ trigger, defaultOpen, fruit }: DeferredMenuProps & { fruit: string }) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value={fruit}>{fruit}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** A menu module that arrives when the test says so, as a slow network would deliver it. */
function slowMenu() {
  let arrive!: () => void;
  const arrived = new Promise<typeof FruitMenu>((resolve) => (arrive = () => resolve(FruitMenu)));
  return { load: () => arrived, arrive: () => act(async () => arrive()) };
}

describe('DeferredMenu', () => {
  it('shows the trigger before the menu has loaded, and a press meanwhile opens the menu once it has', async () => {
    const { load, arrive } = slowMenu();
    const user = userEvent.setup();
    renderWithProviders(<DeferredMenu load={load} trigger={<Button>Fruit</Button>} props={{ fruit: 'Apple' }} />);

    const trigger = screen.getByRole('button', { name: 'Fruit' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(trigger);
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeInTheDocument();
  });

  it('does not swap the button in the middle of a press, which would lose the click', async () => {
    const { load, arrive } = slowMenu();
    const user = userEvent.setup();
    renderWithProviders(<DeferredMenu load={load} trigger={<Button>Fruit</Button>} props={{ fruit: 'Cherry' }} />);

    const trigger = screen.getByRole('button', { name: 'Fruit' });
    await user.pointer({ keys: '[MouseLeft>]', target: trigger });
    await arrive();
    await user.pointer({ keys: '[/MouseLeft]', target: trigger });
    expect(await screen.findByRole('menuitem', { name: 'Cherry' })).toBeInTheDocument();
  });

  it('keeps keyboard focus on the trigger when the menu replaces the placeholder', async () => {
    const { load, arrive } = slowMenu();
    const user = userEvent.setup();
    renderWithProviders(<DeferredMenu load={load} trigger={<Button>Fruit</Button>} props={{ fruit: 'Pear' }} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    await arrive();
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    // The real menu now: Enter opens it.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Pear' })).toBeInTheDocument();
  });

  it('is a plain menu once loaded', async () => {
    const { load, arrive } = slowMenu();
    const user = userEvent.setup();
    renderWithProviders(<DeferredMenu load={load} trigger={<Button>Fruit</Button>} props={{ fruit: 'Plum' }} />);
    await arrive();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await screen.findByRole('menuitem', { name: 'Plum' })).toBeInTheDocument();
  });
});
