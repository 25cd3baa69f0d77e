import { Button, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Choice<V extends string> = { value: V; label: ReactNode };

/**
 * One answer of a few as large buttons (a radio group): easy to hit with a thumb, arrow keys not
 * needed — each is a button in the tab order.
 */
export function ChoiceButtons<V extends string>({ label, choices, value, onChange }: { label: string; choices: Choice<V>[]; value: V | null; onChange: (value: V) => void }) {
  return (
    <Wrap role="radiogroup" aria-label={label} gap="2">
      {choices.map((choice) => {
        const chosen = choice.value === value;
        return (
          <Button
            key={choice.value}
            role="radio"
            aria-checked={chosen}
            size="lg"
            minW="28"
            variant={chosen ? 'solid' : 'outline'}
            colorPalette={chosen ? 'brand' : 'gray'}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
