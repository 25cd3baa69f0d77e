import { Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon } from 'lucide-react';
import { isLanguage, languageNames, languages, type Language } from '../i18n/languages';
import type { DeferredMenuProps } from './DeferredMenu';

/** LanguageMenu's menu: loaded after the first paint (DeferredMenu). */
export function LanguageMenuList({ trigger, defaultOpen, language, onChoose }: DeferredMenuProps & { language: Language; onChoose: (language: Language) => void }) {
  const { t } = useLingui();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (isLanguage(value)) onChoose(value);
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {languages.map((option) => (
              <Menu.Item key={option} value={option} lang={option}>
                <span style={{ flex: 1 }}>{languageNames[option]}</span>
                {option === language && <CheckIcon aria-label={t`Selected`} />}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
