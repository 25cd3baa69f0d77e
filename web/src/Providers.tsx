import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { LucideProvider } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Toaster } from './components/toaster';
import { i18n } from './i18n/i18n';
import { getEnvironment, subscribeEnvironment } from './relay/environmentHolder';
import { system } from './theme/system';

/**
 * Theme, language, the current session's Relay environment and the toast outlet. Icons are 1em
 * unless a component sizes them (Chakra's buttons and `Icon` do, in CSS), as react-icons drew them.
 */
// LucideProvider's type says number, but it hands `size` to the svg's width and height as an icon's
// own `size` (string | number) is: '1em' is what we mean, so it is passed as it is.
const iconSize = '1em' as unknown as number;
export function Providers({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeEnvironment, getEnvironment, getEnvironment);
  return (
    <ChakraProvider value={system}>
      <LucideProvider size={iconSize}>
        <I18nProvider i18n={i18n}>
          <RelayEnvironmentProvider environment={environment}>
            {children}
            <Toaster />
          </RelayEnvironmentProvider>
        </I18nProvider>
      </LucideProvider>
    </ChakraProvider>
  );
}
