import { createBrowserRouter, type RouteObject } from 'react-router';
import { createAppRoutes } from './routes/app-routes';

export function createAppRouter(routes: RouteObject[] = createAppRoutes()) {
  return createBrowserRouter(routes);
}
