import fs from 'node:fs';
import path from 'node:path';
import { getOperationAST, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost, pageSizeVariables } from '../src/operationCost.ts';
import { createArmor, limits } from '../src/protection.ts';
import { buildSchema } from '../src/schema.ts';

/** Every operation the web app sends, as relay-compiler wrote it (web/__generated__). */
function webOperations(): { name: string; text: string }[] {
  const dir = path.resolve(import.meta.dirname, '../../web/__generated__');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql.ts'))
    .flatMap((file) => {
      const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      return match ? [{ name: file.replace('.graphql.ts', ''), text: JSON.parse(match[1]!) as string }] : [];
    });
}

describe("the web app's own operations", () => {
  const schema = buildSchema();
  const { validationRules } = createArmor();
  const operations = webOperations();

  it('are found', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  // A fragment the web adds counts as a level of depth for graphql-armor: a refactor that adds one
  // must not push a page's query over a limit (the page would show only an error).
  it.each(operations.map((o) => [o.name, o.text]))('%s passes the schema and every graphql-armor limit', (_name, text) => {
    const errors = validate(schema, parse(text), validationRules);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  // Page sizes come in variables, which the gateway counts at their values: each at its default, or
  // at 100 (the largest page a user can choose) where the operation has none.
  it.each(operations.map((o) => [o.name, o.text]))('%s is within the cost limit at the largest pages it can ask for', (_name, text) => {
    const document = parse(text);
    const sizes = Object.fromEntries([...pageSizeVariables(document)].map((name) => [name, 100]));
    const operation = getOperationAST(document)!;
    for (const definition of operation.variableDefinitions ?? []) if (definition.defaultValue) delete sizes[definition.variable.name.value];
    expect(operationCost(schema, document, operation, sizes)).toBeLessThanOrEqual(limits.maxCost);
  });
});
