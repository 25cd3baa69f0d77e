import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCheck, LuChevronDown, LuLanguages } from 'react-icons/lu';
import { isLanguage, languageNames, languages, type Language } from '../i18n/languages';
import { currentLanguage, setLanguage } from '../i18n/i18n';

/**
 * Switches the interface language at once and remembers it in the browser; `onChange` lets the
 * signed-in shell also save it to the user's settings.
 */
export function LanguageMenu({ onChange, variant = 'ghost' }: { onChange?: (language: Language) => void; variant?: 'ghost' | 'outline' }) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : currentLanguage();
  const languageName = languageNames[language];

  const choose = (next: Language) => {
    setLanguage(next);
    onChange?.(next);
  };

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (isLanguage(value)) choose(value);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant={variant} size="sm" px={{ base: '1.5', sm: '2.5' }} aria-label={t`Language: ${languageName}`} color="inherit">
          <LuLanguages aria-hidden />
          <span>{language.toUpperCase()}</span>
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            <LuChevronDown aria-hidden />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {languages.map((option) => (
              <Menu.Item key={option} value={option} lang={option}>
                <span style={{ flex: 1 }}>{languageNames[option]}</span>
                {option === language && <LuCheck aria-label={t`Selected`} />}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
