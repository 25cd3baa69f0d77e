import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, LanguagesIcon } from 'lucide-react';
import { isLanguage, languageNames, type Language } from '../i18n/languages';
import { currentLanguage, setLanguage } from '../i18n/i18n';
import { DeferredMenu } from './DeferredMenu';

const loadMenu = () => import('./LanguageMenuList').then((module) => module.LanguageMenuList);

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

  const trigger = (
    <Button variant={variant} size="sm" px={{ base: '1.5', sm: '2.5' }} aria-label={t`Language: ${languageName}`} color="inherit">
      <LanguagesIcon aria-hidden />
      <span>{language.toUpperCase()}</span>
      <Box as="span" display={{ base: 'none', sm: 'inline' }}>
        <ChevronDownIcon aria-hidden />
      </Box>
    </Button>
  );
  return <DeferredMenu load={loadMenu} trigger={trigger} props={{ language, onChoose: choose }} />;
}
