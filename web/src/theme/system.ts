import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The one theme: a calm deep teal for brand and actions on cool neutral greys. Text on `brand.solid`
 * is white at 7:1+ contrast; `brand.fg` on white is 8:1+.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef8f7' },
          100: { value: '#d3eeea' },
          200: { value: '#a8ddd5' },
          300: { value: '#7fd1c2' },
          400: { value: '#3fa999' },
          500: { value: '#1f7f78' },
          600: { value: '#16656a' },
          700: { value: '#0f4c5c' },
          800: { value: '#0b3a47' },
          900: { value: '#072833' },
          950: { value: '#041a22' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: '#f4f6f8' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
