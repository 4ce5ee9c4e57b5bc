import { adminApi } from '../../app/api';

export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    checkSession: build.query<{ isAuthenticated: boolean }, void>({
      query: () => ({ url: '/admin/check' }),
    }),
    login: build.mutation<unknown, { password: string }>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/admin/logout', method: 'POST' }),
    }),
  }),
});

export const { useCheckSessionQuery, useLoginMutation, useLogoutMutation } = sessionApi;
