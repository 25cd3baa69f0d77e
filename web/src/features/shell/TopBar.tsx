import { Badge, Flex, IconButton, Link, Spacer } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MenuIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { TopBarFragment$key } from '../../../__generated__/TopBarFragment.graphql';
import { APP_VERSION } from '../../appVersion';
import { LanguageMenu } from '../../components/LanguageMenu';
import { Logo } from '../../components/Logo';
import type { Language } from '../../i18n/languages';
import { dashboardPath, releasePath } from '../../routing/paths';
import { AccountMenu } from './AccountMenu';

type Props = {
  viewer: TopBarFragment$key;
  onOpenNavigation: () => void;
  onLanguageChange: (language: Language) => void;
  onLogout: () => void;
};

export function TopBar({ viewer, onOpenNavigation, onLanguageChange, onLogout }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment TopBarFragment on Viewer {
        ...AccountMenuFragment
      }
    `,
    viewer,
  );

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '0.5', md: '3' }}
      h="14"
      px={{ base: '2', md: '5' }}
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label={t`Open navigation`}
        variant="ghost"
        size="sm"
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={onOpenNavigation}
      >
        <MenuIcon />
      </IconButton>
      <RouterLink to={dashboardPath()} aria-label={t`FieldSense home`}>
        <Logo />
      </RouterLink>
      <Spacer />
      <Link asChild aria-label={t`Release ${APP_VERSION}`} _hover={{ textDecoration: 'none' }}>
        <RouterLink to={releasePath()}>
          <Badge colorPalette="brand" variant="subtle" size="md" px="2" borderRadius="full" fontVariantNumeric="tabular-nums">
            v{APP_VERSION}
          </Badge>
        </RouterLink>
      </Link>
      <LanguageMenu onChange={onLanguageChange} />
      <AccountMenu viewer={data} onLogout={onLogout} />
    </Flex>
  );
}
