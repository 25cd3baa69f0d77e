import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Toaster } from './components/toaster';
import { i18n } from './i18n/i18n';
import { getEnvironment, subscribeEnvironment } from './relay/environmentHolder';
import { system } from './theme/system';

/** Theme, language, the current session's Relay environment and the toast outlet. */
export function Providers({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeEnvironment, getEnvironment, getEnvironment);
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={environment}>
          {children}
          <Toaster />
        </RelayEnvironmentProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
