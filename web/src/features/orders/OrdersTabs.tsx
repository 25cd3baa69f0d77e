import { Box, HStack, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useScrolledIntoView } from '../../components/useScrolledIntoView';
import { ViewerAccessContext } from '../../routing/ViewerAccessContext';
import { ordersTabList, type OrdersTabId } from './ordersTabList';

/**
 * The service areas of /orders as tabs. Each is a link to its own address (so it can be opened in a
 * new tab and the Back button works); only the areas the viewer may open show.
 */
export function OrdersTabs({ current }: { current: OrdersTabId }) {
  const { t, i18n } = useLingui();
  const viewer = useContext(ViewerAccessContext);
  const tabs = ordersTabList.filter((tab) => viewer !== null && tab.access(viewer, {}));
  // On a phone the tabs scroll sideways: the current one is brought into view.
  const currentLink = useScrolledIntoView<HTMLAnchorElement>(current);
  return (
    <Box as="nav" aria-label={t`Service areas`} borderBottomWidth="1px" overflowX="auto" mx={{ base: '-1', md: '0' }}>
      <HStack as="ul" gap="0" listStyleType="none" minW="max-content">
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <Box as="li" key={tab.id}>
              <Link
                asChild
                display="block"
                px={{ base: '3', md: '4' }}
                py="2.5"
                fontSize="sm"
                fontWeight={active ? 'semibold' : 'medium'}
                color={active ? 'brand.fg' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={active ? 'brand.solid' : 'transparent'}
                mb="-1px"
                textDecoration="none"
                _hover={{ color: 'fg', textDecoration: 'none' }}
                whiteSpace="nowrap"
              >
                <RouterLink ref={active ? currentLink : undefined} to={tab.path} aria-current={active ? 'page' : undefined}>
                  {i18n._(tab.label)}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
