// The paths the spec names (spec §2), read by the router and by the shell below it.

/** spec §2: / and /index (and /activity) lead to the activity list. */
export const INDEX_PATH = '/activity/list';

/** spec §2 route names: "the route named home" is /home; login is "login". */
export const routePaths = {
  home: '/home',
  login: '/login',
  register: '/register',
  index: INDEX_PATH,
} as const;
