import { HStack, Text } from '@chakra-ui/react';

/** The FieldSense mark: a sensor point sending its signal, and the product name. */
export function Logo({ inverted = false, size = 'md' }: { inverted?: boolean; size?: 'md' | 'lg' }) {
  const px = size === 'lg' ? 40 : 30;
  return (
    <HStack gap="2.5" aria-label="FieldSense">
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#f4f7f6' : '#0f4c5c'} />
        <circle cx="16" cy="19" r="3.2" fill={inverted ? '#0f4c5c' : '#f4f7f6'} />
        <path
          d="M9.5 13.5a9.2 9.2 0 0 1 13 0M6 10a14 14 0 0 1 20 0"
          fill="none"
          stroke={inverted ? '#1f7f78' : '#7fd1c2'}
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <Text
        as="span"
        fontWeight="700"
        fontSize={size === 'lg' ? '2xl' : { base: 'md', sm: 'lg' }}
        letterSpacing="-0.01em"
        color={inverted ? 'white' : 'brand.fg'}
      >
        FieldSense
      </Text>
    </HStack>
  );
}
