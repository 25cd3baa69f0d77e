import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n, setLanguage } from '../i18n/i18n';
import { system } from '../theme/system';
import { Toaster } from '../components/toaster';

/** Renders one kit piece with the theme, the language (Danish by default) and the toast outlet: for tests of one component. */
export function renderWithProviders(ui: ReactElement, language: 'da' | 'en' = 'da') {
  setLanguage(language);
  // A wrapper, so that `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        {children}
        <Toaster />
      </I18nProvider>
    </ChakraProvider>
  );
  return render(ui, { wrapper });
}
