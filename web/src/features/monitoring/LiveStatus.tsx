import { Status } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Whether live changes reach the page: not yet, yes, or not for the moment. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

const palettes: Record<LiveState, string> = { connecting: 'gray', live: 'green', reconnecting: 'orange' };

/**
 * A small status beside a live page's title, so that its users know whether what they see updates
 * by itself. Announced politely to screen readers when it changes.
 */
export function LiveStatus({ state }: { state: LiveState }) {
  return (
    <Status.Root colorPalette={palettes[state]} size="sm" role="status" aria-live="polite" data-state={state} whiteSpace="nowrap" color="fg.muted">
      <Status.Indicator />
      {state === 'live' ? <Trans>Live</Trans> : state === 'reconnecting' ? <Trans>Reconnecting…</Trans> : <Trans>Connecting…</Trans>}
    </Status.Root>
  );
}
