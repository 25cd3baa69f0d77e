import type { AbilityRuleResolvers } from '../../src/__generated__/resolvers-types.ts';

// CASL allows a single string or a list; clients get a list either way.
const asList = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

export const AbilityRule: AbilityRuleResolvers = {
  action: (rule) => asList(rule.action),
  subject: (rule) => asList(rule.subject),
  conditions: (rule) => rule.conditions ?? null,
  fields: (rule) => rule.fields ?? null,
  inverted: (rule) => rule.inverted ?? false,
  reason: (rule) => rule.reason ?? null,
};
