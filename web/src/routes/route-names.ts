// The path table moved to shared/route-paths.ts, so the server matches the same addresses (page
// heads, 404s). Kept here for the modules that import it from this file.
import type { RouteName } from '#shared/route-paths';

export { ROUTE_PATHS, type RouteName } from '#shared/route-paths';

export interface RouteHandle {
  name: RouteName;
}
