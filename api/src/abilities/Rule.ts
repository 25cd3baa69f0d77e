/** A CASL raw rule as the API sends it (see schemas/rule.ts). */
export interface Rule {
  action: string | string[];
  subject: string | string[];
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
  reason?: string;
}
