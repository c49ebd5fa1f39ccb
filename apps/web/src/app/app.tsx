import './mantine-styles';
import { MantineProvider, PasswordInput, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ApiError } from '../lib/api-error';
import { AppRouter } from './router';

// Darker shades than Mantine's defaults so text meets WCAG AA contrast (axe-core checks it).
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  components: {
    // The eye button is an icon: name it in Italian (Mantine's default label is English).
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostra o nascondi la password' } },
    }),
  },
});
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[6],
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {},
});

const Overlays = lazy(() => import('./overlays'));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
