/**
 * What resolvers pass down as the parent of each GraphQL type (codegen `mappers`). Most are the
 * REST DTOs as they come; field resolvers turn them into the SDL's shape.
 */
export type {
  UserDto,
  UserRoleDto,
  UserOrganizationDto,
  UserConfigDto,
  RuleDto,
  ReleaseNotificationDto,
} from './rest/types.ts';

/** A viewer is just whose session it is; each field loads what it needs through the loaders. */
export interface ViewerSource {
  userId: string;
}
