import { prefillQuery, type PageData } from '../../../lib/routing/page-data';
import { usersQuery } from '../api/list-users';
import { firstPaging } from '../use-offset-table';
import { NO_USER_FILTER, USERS_ORDER } from './user-values';

/** /system/user's first page, unfiltered in its own order (lib/routing/page-data). */
export const usersPageData: PageData = () =>
  prefillQuery(usersQuery({ ...NO_USER_FILTER, ...firstPaging(USERS_ORDER) }, true));
