import type { paths } from './openapi.d.ts';
import type { RestData } from './RestClient.ts';

/** The JSON body of a 2xx answer of `GET path`, as the OpenAPI document declares it. */
type Got<P extends keyof paths> = RestData<paths[P]['get']>;

export type UserDto = Got<'/api/v1/users/me'>;
export type UserRoleDto = UserDto['roles'][number];
export type UserOrganizationDto = UserDto['organizations'][number];
export type UserConfigDto = Got<'/api/v1/users/config'>;
export type RuleDto = Got<'/api/v1/users/abilities'>['data'][number];
export type ReleaseNotificationDto = Got<'/api/v1/notify/new-release'>['data'][number];
