import { Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

/**
 * The first thing Tab reaches: a link past the banner, top bar and sidebar to the page's content
 * (WCAG 2.4.1). Hidden until it has focus. Focus is moved by script, not by the `#` in the URL,
 * which the router would treat as a navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };

  return (
    <Link
      href={`#${targetId}`}
      onClick={skip}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipLink"
      px="4"
      py="2.5"
      borderRadius="l2"
      // Light on the dark release banner it covers, so that it stands out from it.
      bg="bg"
      color="brand.fg"
      borderWidth="2px"
      borderColor="brand.solid"
      fontWeight="semibold"
      boxShadow="lg"
      textDecoration="none"
      // Off screen until focused; a transform rather than `display: none` keeps it in the tab order.
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '2px' }}
      _focus={{ transform: 'translateY(0)' }}
    >
      <Trans>Skip to main content</Trans>
    </Link>
  );
}
