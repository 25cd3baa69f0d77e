import type { MongoAbility, RawRuleOf } from '@casl/ability';

export type AppAbility = MongoAbility;

type AbilityRuleInput = {
  readonly action: readonly string[];
  readonly subject: readonly string[];
  readonly conditions?: unknown;
  readonly fields?: readonly string[] | null;
  readonly inverted: boolean;
  readonly reason?: string | null;
};

let casl: typeof import('@casl/ability') | undefined;
let loading: Promise<void> | undefined;

/**
 * Downloads CASL (~5 kB gzip), which only signed-in pages need: the shell's loader and the pages'
 * guards wait for it, so it comes beside the shell's query instead of with every first load.
 */
export function loadAbilities(): Promise<void> {
  loading ??= import('@casl/ability').then(
    (module) => {
      casl = module;
    },
    (error: unknown) => {
      loading = undefined; // the next navigation tries again
      throw error;
    },
  );
  return loading;
}

/**
 * Turns the server's rules into a CASL ability; used only to decide what to show. Only after
 * `loadAbilities()` has resolved, as everything under the shell's route is.
 */
export function buildAbility(rules: readonly AbilityRuleInput[]): AppAbility {
  if (!casl) throw new Error('buildAbility() was called before loadAbilities() resolved');
  return casl.createMongoAbility(
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
