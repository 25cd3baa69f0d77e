import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export type AppAbility = MongoAbility;

type AbilityRuleInput = {
  readonly action: readonly string[];
  readonly subject: readonly string[];
  readonly conditions?: unknown;
  readonly fields?: readonly string[] | null;
  readonly inverted: boolean;
  readonly reason?: string | null;
};

/** Turns the server's rules into a CASL ability; used only to decide what to show. */
export function buildAbility(rules: readonly AbilityRuleInput[]): AppAbility {
  return createMongoAbility(
    rules.map((rule) => {
      const raw: RawRuleOf<MongoAbility> = {
        action: [...rule.action],
        subject: [...rule.subject],
        inverted: rule.inverted,
      };
      if (rule.conditions && typeof rule.conditions === 'object') raw.conditions = rule.conditions as Record<string, unknown>;
      if (rule.fields?.length) raw.fields = [...rule.fields];
      if (rule.reason) raw.reason = rule.reason;
      return raw;
    }),
  );
}
