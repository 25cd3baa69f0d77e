/** A CASL raw rule as stored in role_rules (arrays for action and subject). */
export interface Rule {
  action: string[];
  subject: string[];
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
  reason?: string;
}
