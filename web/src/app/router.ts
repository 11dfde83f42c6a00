import { createBrowserRouter } from 'react-router';
import { createAppRoutes } from './routes/app-routes';

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
