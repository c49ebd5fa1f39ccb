import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Strength } from '../lib/password-estimator';

type Estimate = (password: string, userInputs: string[]) => Strength;

const LABELS = ['Molto debole', 'Debole', 'Discreta', 'Buona', 'Ottima'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** Loaded on the first password typed: the estimator and its word lists stay out of every initial bundle. */
let loading: Promise<Estimate> | undefined;
const loadEstimator = () => (loading ??= import('../lib/password-estimator').then((m) => m.estimate));

/**
 * The strength meter under a new-password field: zxcvbn-ts's score with the Italian dictionaries, and the advice
 * of at least 15 characters. Advice only: the rules that refuse a password are the server's.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  // The estimate with the password it is for: an older one is not shown for a newer password.
  const [estimated, setEstimated] = useState<{ password: string; strength: Strength } | null>(null);
  const inputs = userInputs.join('\u0000');
  useEffect(() => {
    if (!password) return;
    let live = true;
    void loadEstimator().then((estimate) => {
      if (live) setEstimated({ password, strength: estimate(password, inputs.split('\u0000').filter(Boolean)) });
    });
    return () => {
      live = false;
    };
  }, [password, inputs]);
  const strength = password && estimated?.password === password ? estimated.strength : null;

  return (
    <Stack gap={4} aria-live="polite">
      {strength && (
        <>
          <Progress value={(strength.score + 1) * 20} color={COLORS[strength.score]} size="sm" aria-hidden />
          <Text size="xs">
            Robustezza: <strong>{LABELS[strength.score]}</strong>
            {strength.warning ? ` — ${strength.warning}` : ''}
          </Text>
        </>
      )}
      <Text size="xs" c="dimmed">
        Almeno 8 caratteri; se ne consigliano 15 o più, ad esempio alcune parole a caso. Nessun obbligo di simboli o maiuscole.
      </Text>
    </Stack>
  );
}
