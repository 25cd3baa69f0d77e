import { buildSchema, type GraphQLInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaSource from '../../../../schema.graphql?raw';
import { NOTES_MAX_LENGTH } from './notesMaxLength';

describe('NOTES_MAX_LENGTH', () => {
  it('is the limit the GraphQL schema states for UpdateMonitoringRecordInput.notes', () => {
    const input = buildSchema(schemaSource).getType('UpdateMonitoringRecordInput') as GraphQLInputObjectType;
    const description = input.getFields().notes!.description ?? '';
    expect(description).toMatch(/at most (\d+) characters/);
    expect(Number(/at most (\d+) characters/.exec(description)![1])).toBe(NOTES_MAX_LENGTH);
  });
});
