import { Initial1795293409277 } from './mysql/1795293409277-Initial';
import { CatalogState1795296921332 } from './mysql/1795296921332-CatalogState';
import { Availability1795303077668 } from './mysql/1795303077668-Availability';
import { CartLineKey1795306209810 } from './mysql/1795306209810-CartLineKey';
import { Notifications1795598306278 } from './mysql/1795598306278-Notifications';
import { Initial1795293409904 as SqliteInitial1795293409904 } from './sqlite/1795293409904-Initial';
import { CatalogState1795296922040 as SqliteCatalogState1795296922040 } from './sqlite/1795296922040-CatalogState';
import { Availability1795303085929 as SqliteAvailability1795303085929 } from './sqlite/1795303085929-Availability';
import { CartLineKey1795306215624 as SqliteCartLineKey1795306215624 } from './sqlite/1795306215624-CartLineKey';
import { Notifications1795598310879 as SqliteNotifications1795598310879 } from './sqlite/1795598310879-Notifications';

/**
 * Migration classes per driver, listed explicitly so nothing is found by globbing at run time.
 * Generate new ones as the README says, once per driver.
 */
export const MYSQL_MIGRATIONS: Function[] = [
  Initial1795293409277,
  CatalogState1795296921332,
  Availability1795303077668,
  CartLineKey1795306209810,
  Notifications1795598306278,
];
export const SQLITE_MIGRATIONS: Function[] = [
  SqliteInitial1795293409904,
  SqliteCatalogState1795296922040,
  SqliteAvailability1795303085929,
  SqliteCartLineKey1795306215624,
  SqliteNotifications1795598310879,
];
