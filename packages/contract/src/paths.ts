/**
 * Every page of the web app, in one place: the web app routes to them and the API links to them
 * from its mails. Build links from here, never by hand.
 */
export const webPaths = {
  root: '/',
  member: {
    root: '/member',
    signIn: '/member/sign-in',
    signUp: '/member/sign-up',
    resetPassword: '/member/reset-password',
    confirmResetPassword: '/member/confirm-reset-password',
    verifyEmail: '/member/verify-email',
    confirmEmailChange: '/member/confirm-email-change',
    /** After closing an account; `?as=client|contractor` picks the wording (the session is gone). */
    accountClosed: '/member/account-closed',
  },
  clientSignUp: '/member/client/sign-up',
  contractorSignUp: '/member/contractor/sign-up',
  contractor: {
    root: '/member/contractor',
    profile: '/member/contractor/profile',
    editProfile: '/member/contractor/profile/edit',
    account: '/member/contractor/account',
    opportunities: '/member/contractor/opportunities',
    /** One invitation, open or not: what the invitation and closing mails link to. */
    opportunity: (id: number) => `/member/contractor/opportunities/${encodeURIComponent(String(id))}`,
    projects: '/member/contractor/projects',
    /** A squad's project as its member (or former member) reads it: the brief, the squad, the links. */
    project: (projectId: number | string) => `/member/contractor/projects/${encodeURIComponent(String(projectId))}`,
    engagement: (projectId: number | string) =>
      `/member/contractor/engagements/${encodeURIComponent(String(projectId))}`,
    /** One engagement's timesheet: the week grid and the weeks logged (docs/product.md#contractor-area). */
    timesheets: (projectId: number | string) =>
      `/member/contractor/projects/${encodeURIComponent(String(projectId))}/timesheets`,
    /** The expert's invoices across every client (docs/money.md#invoices). */
    invoices: '/member/contractor/invoices',
    /** Briefs other clients opened to every expert, ranked by the expert's own match (docs/discovery.md). */
    openBriefs: '/member/contractor/open-briefs',
    messages: '/member/contractor/messages',
    conversation: (id: number) => `/member/contractor/messages/${encodeURIComponent(String(id))}`,
  },
  client: {
    root: '/client',
    home: '/client/home',
    profile: '/client/profile',
    editProfile: '/client/profile/edit',
    account: '/client/account',
    messages: '/client/messages',
    conversation: (id: number) => `/client/messages/${encodeURIComponent(String(id))}`,
    /** Find experts: the whole search lives in the query string, so it can be bookmarked (docs/discovery.md). */
    findExperts: '/client/experts',
    createProject: '/client/projects/create',
    project: (id: number | string) => `/client/projects/${encodeURIComponent(String(id))}`,
    editProject: (id: number | string) => `/client/projects/${encodeURIComponent(String(id))}/edit`,
  },
  admin: {
    root: '/admin',
    projects: '/admin/projects',
    project: (id: number | string) => `/admin/projects/${encodeURIComponent(String(id))}`,
    experts: '/admin/experts',
    users: '/admin/users',
    audit: '/admin/audit',
    fxRates: '/admin/fx-rates',
    reviews: '/admin/reviews',
    account: '/admin/account',
  },
  notFound: '/page-not-found',
} as const;
