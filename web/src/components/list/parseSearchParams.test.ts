import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { listParams } from './listParams';
import { parseSearchParams } from './parseSearchParams';

const schema = z
  .object({
    owner: listParams.ids(),
    size: listParams.pageSize(),
    page: listParams.page(),
    sort: listParams.sort(['name', 'lastError']),
    order: listParams.order(),
    from: listParams.day('2026-11-20'),
    to: listParams.day('2026-11-20'),
    q: listParams.search(),
    all: listParams.flag(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reversed' });
    }),
  );
const parse = (search: string) => parseSearchParams(schema, new URLSearchParams(search));

describe('parseSearchParams', () => {
  it('reads a valid URL as it is, lists as every value, numbers as numbers', () => {
    const result = parse('owner=a&owner=b&size=50&page=3&sort=name&order=desc&from=2026-01-01&to=2026-02-01&q=pumpe&all=1');
    expect(result.dropped).toEqual([]);
    expect(result.data).toEqual({ owner: ['a', 'b'], size: 50, page: 3, sort: 'name', order: 'desc', from: '2026-01-01', to: '2026-02-01', q: 'pumpe', all: '1' });
    expect(result.params.toString()).toBe('owner=a&owner=b&size=50&page=3&sort=name&order=desc&from=2026-01-01&to=2026-02-01&q=pumpe&all=1');
  });

  it('drops unknown parameters, invalid values and repeated single values, keeping the order of the rest', () => {
    const result = parse('after=abc&size=7&owner=a&page=0&sort=owner&size=20&owner=b&order=up');
    expect(result.dropped).toEqual([
      { name: 'after', value: 'abc' },
      { name: 'size', value: '7' },
      { name: 'page', value: '0' },
      { name: 'sort', value: 'owner' },
      { name: 'size', value: '20' },
      { name: 'order', value: 'up' },
    ]);
    expect(result.data).toEqual({ owner: ['a', 'b'] });
    expect(result.params.toString()).toBe('owner=a&owner=b');
  });

  it('drops only the bad items of a list', () => {
    const result = parse('owner=good&owner=bad%20id&owner=also-good&owner=%3Cscript%3E');
    expect(result.data.owner).toEqual(['good', 'also-good']);
    expect(result.dropped.map((d) => d.value)).toEqual(['bad id', '<script>']);
  });

  it('drops days that do not exist, future days and the end of a reversed range', () => {
    expect(parse('from=2026-02-31').dropped).toEqual([{ name: 'from', value: '2026-02-31' }]);
    expect(parse('to=2026-11-21').dropped).toEqual([{ name: 'to', value: '2026-11-21' }]);
    expect(parse('from=2026-03-01&to=2026-02-01')).toMatchObject({ data: { from: '2026-03-01' }, dropped: [{ name: 'to', value: '2026-02-01' }] });
    expect(parse('page=2.5&size=abc&q=%20%20').dropped.map((d) => d.name)).toEqual(['page', 'size', 'q']);
  });

  it('caps id lists and huge values', () => {
    const many = Array.from({ length: 101 }, (_, i) => `owner=id${i}`).join('&');
    expect(parse(many).data.owner).toBeUndefined();
    expect(parse(`q=${'x'.repeat(201)}`).dropped).toHaveLength(1);
    expect(parse(`owner=${'x'.repeat(201)}`).dropped).toHaveLength(1);
  });

  it('dedupes ids', () => {
    expect(parse('owner=a&owner=a').data.owner).toEqual(['a']);
  });

  it('refuses a schema that rejects the empty URL: that is a programming mistake, not a bad link', () => {
    expect(() => parseSearchParams(z.object({ must: z.string() }), new URLSearchParams('x=1'))).toThrow(/rejects an empty URL/);
  });
});

