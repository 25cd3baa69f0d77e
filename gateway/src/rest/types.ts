import type { paths } from './openapi.d.ts';

/** The JSON body of a 2xx answer of `path` + `method`, as the OpenAPI document declares it. */
type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : R extends { 202: { content: { 'application/json': infer B } } }
        ? B
        : never
  : never;

export type UserDto = Ok<'/api/v1/users/me', 'get'>;
export type UserRoleDto = UserDto['roles'][number];
export type UserOrganizationDto = UserDto['organizations'][number];
export type UserConfigDto = Ok<'/api/v1/users/config', 'get'>;
export type RuleDto = Ok<'/api/v1/users/abilities', 'get'>['data'][number];
export type ReleaseNotificationDto = Ok<'/api/v1/notify/new-release', 'get'>['data'][number];
