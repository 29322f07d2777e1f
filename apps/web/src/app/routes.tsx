import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LoadingOverlay } from '../components/ui/spinner';
import { AppShell } from './layouts/app-shell';
import type { RouteHandle } from './route-handle';
import { RequireRole } from './routes/require-role';
import { Component as MemberLanding } from './routes/member/member-landing';
import { Component as NotFound } from './routes/not-found';
import { RequireSignedOut } from './routes/require-signed-out';
import { RootRedirect } from './routes/root-redirect';

const handle = (value: RouteHandle) => value;

/** Each area's pages load on demand (docs/product.md#sign-in-and-sign-up, docs/product.md#areas-and-routes), but for the sign-in landing. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    HydrateFallback: LoadingOverlay,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'member',
        children: [
          {
            element: <RequireSignedOut />,
            children: [
              // Where everyone signed out lands first: part of the entry, not a chunk of its own
              // (docs/decisions/0015-react-with-a-lighter-first-page.md).
              { index: true, Component: MemberLanding },
              { path: ':pane', Component: MemberLanding },
            ],
          },
          { path: 'verify-email', lazy: () => import('./routes/member/verify-email') },
          { path: 'confirm-email-change', lazy: () => import('./routes/member/confirm-email-change') },
          { path: 'account-closed', lazy: () => import('./routes/member/account-closed') },
          {
            path: 'client/sign-up',
            lazy: () => import('./routes/member/client-sign-up'),
          },
          {
            path: 'contractor/sign-up',
            lazy: () => import('./routes/member/contractor-sign-up'),
          },
          {
            path: 'contractor',
            element: <RequireRole role="contractor" />,
            children: [
              {
                lazy: () => import('./routes/contractor/contractor-layout'),
                children: [
                  { index: true, element: <Navigate to={paths.contractor.profile} replace /> },
                  {
                    path: 'profile',
                    lazy: () => import('./routes/contractor/contractor-profile'),
                    handle: handle({ depth: 0 }),
                  },
                  {
                    path: 'profile/edit',
                    lazy: () => import('./routes/contractor/contractor-edit-profile'),
                    handle: handle({ depth: 1 }),
                  },
                  { path: 'account', lazy: () => import('./routes/account'), handle: handle({ depth: 1 }) },
                  {
                    path: 'opportunities/:invitationId?',
                    lazy: () => import('./routes/contractor/contractor-opportunities'),
                    handle: handle({ depth: 0 }),
                  },
                  {
                    path: 'open-briefs',
                    lazy: () => import('./routes/contractor/contractor-open-briefs'),
                    handle: handle({ depth: 0 }),
                  },
                  {
                    path: 'projects',
                    lazy: () => import('./routes/contractor/contractor-projects'),
                    handle: handle({ depth: 0 }),
                  },
                  {
                    path: 'projects/:id',
                    lazy: () => import('./routes/contractor/contractor-project'),
                    handle: handle({ depth: 1 }),
                  },
                  {
                    path: 'engagements/:id',
                    lazy: () => import('./routes/contractor/contractor-engagement'),
                    handle: handle({ depth: 1 }),
                  },
                  {
                    path: 'projects/:projectId/timesheets',
                    lazy: () => import('./routes/contractor/contractor-timesheet'),
                    handle: handle({ depth: 1 }),
                  },
                  {
                    path: 'invoices',
                    lazy: () => import('./routes/contractor/contractor-invoices'),
                    handle: handle({ depth: 0 }),
                  },
                  {
                    path: 'messages/:conversationId?',
                    lazy: () => import('./routes/messages'),
                    handle: handle({ depth: 1, transition: 'messages' }),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'client',
        element: <RequireRole role="client" />,
        children: [
          {
            lazy: () => import('./routes/client/client-layout'),
            children: [
              { index: true, element: <Navigate to={paths.client.home} replace /> },
              { path: 'home', lazy: () => import('./routes/client/client-home') },
              {
                path: 'profile',
                lazy: () => import('./routes/client/client-profile'),
                handle: handle({ depth: 1 }),
              },
              {
                path: 'profile/edit',
                lazy: () => import('./routes/client/client-edit-profile'),
                handle: handle({ depth: 2 }),
              },
              { path: 'account', lazy: () => import('./routes/account'), handle: handle({ depth: 1 }) },
              {
                path: 'messages/:conversationId?',
                lazy: () => import('./routes/messages'),
                handle: handle({ depth: 1, transition: 'messages' }),
              },
              { path: 'experts', lazy: () => import('./routes/client/find-experts'), handle: handle({ depth: 1 }) },
              {
                path: 'projects/create',
                lazy: () => import('./routes/client/create-project'),
                handle: handle({ depth: 1 }),
              },
              {
                // One section of the project a segment (docs/product.md#client-area); they change in place.
                path: 'projects/:id/:section?',
                lazy: () => import('./routes/client/project-summary'),
                handle: handle({ depth: 2, transition: 'client-project' }),
              },
              {
                path: 'projects/:id/edit',
                lazy: () => import('./routes/client/edit-project'),
                handle: handle({ depth: 3 }),
              },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireRole role="admin" />,
        children: [
          {
            lazy: () => import('./routes/admin/admin-layout'),
            children: [
              { index: true, lazy: () => import('./routes/admin/admin-projects') },
              { path: 'projects', element: <Navigate to={paths.admin.root} replace /> },
              {
                path: 'projects/:id',
                lazy: () => import('./routes/admin/admin-project'),
                handle: handle({ depth: 1 }),
              },
              { path: 'experts', lazy: () => import('./routes/admin/admin-experts') },
              { path: 'users', lazy: () => import('./routes/admin/admin-users') },
              { path: 'reviews', lazy: () => import('./routes/admin/admin-reviews') },
              { path: 'audit', lazy: () => import('./routes/admin/admin-audit') },
              { path: 'fx-rates', lazy: () => import('./routes/admin/admin-fx-rates') },
              { path: 'account', lazy: () => import('./routes/account'), handle: handle({ depth: 1 }) },
            ],
          },
        ],
      },
      { path: 'contractor', element: <Navigate to={paths.member.root} replace /> },
      { path: 'contractor/sign-up', element: <Navigate to={paths.contractorSignUp} replace /> },
      { path: '*', Component: NotFound },
    ],
  },
];
