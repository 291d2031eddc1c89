import type { RouteObject } from 'react-router'
import { PageTitle } from '../../shared/components/PageTitle'

export const customerRoutes: RouteObject[] = [{ path: '/customers', element: <PageTitle title="Customers" /> }]
