import type { MigrationInterface } from 'typeorm';
import { Initial1795293409277 } from './mysql/1795293409277-Initial';
import { CatalogState1795296921332 } from './mysql/1795296921332-CatalogState';
import { Availability1795303077668 } from './mysql/1795303077668-Availability';
import { CartLineKey1795306209810 } from './mysql/1795306209810-CartLineKey';
import { ClientHolds1795597104621 } from './mysql/1795597104621-ClientHolds';
import { CleanupJobs1795597296719 } from './mysql/1795597296719-CleanupJobs';
import { Notifications1795598306278 } from './mysql/1795598306278-Notifications';
import { CatalogueQuery1795700000000 } from './mysql/1795700000000-CatalogueQuery';
import { AdminListIndexes1795900000000 } from './mysql/1795900000000-AdminListIndexes';
import { RejectionReasons1796000000000 } from './mysql/1796000000000-RejectionReasons';
import { LenderBlocks1796200000000 } from './mysql/1796200000000-LenderBlocks';
import { LenderSignIn1796100000000 } from './mysql/1796100000000-LenderSignIn';
import { Initial1795293409904 as SqliteInitial1795293409904 } from './sqlite/1795293409904-Initial';
import { CatalogState1795296922040 as SqliteCatalogState1795296922040 } from './sqlite/1795296922040-CatalogState';
import { Availability1795303085929 as SqliteAvailability1795303085929 } from './sqlite/1795303085929-Availability';
import { CartLineKey1795306215624 as SqliteCartLineKey1795306215624 } from './sqlite/1795306215624-CartLineKey';
import { ClientHolds1795597098383 as SqliteClientHolds1795597098383 } from './sqlite/1795597098383-ClientHolds';
import { CleanupJobs1795597291255 as SqliteCleanupJobs1795597291255 } from './sqlite/1795597291255-CleanupJobs';
import { Notifications1795598310879 as SqliteNotifications1795598310879 } from './sqlite/1795598310879-Notifications';
import { CatalogueQuery1795700000001 as SqliteCatalogueQuery1795700000001 } from './sqlite/1795700000001-CatalogueQuery';
import { AdminListIndexes1795900000001 as SqliteAdminListIndexes1795900000001 } from './sqlite/1795900000001-AdminListIndexes';
import { RejectionReasons1796000000001 as SqliteRejectionReasons1796000000001 } from './sqlite/1796000000001-RejectionReasons';
import { LenderBlocks1796200000001 as SqliteLenderBlocks1796200000001 } from './sqlite/1796200000001-LenderBlocks';
import { LenderSignIn1796100000001 as SqliteLenderSignIn1796100000001 } from './sqlite/1796100000001-LenderSignIn';
import { Payouts1796300000000 } from './mysql/1796300000000-Payouts';
import { SqlitePayouts1796300000001 } from './sqlite/1796300000001-Payouts';
import { AdminOrdersAtScale1796500000000 } from './mysql/1796500000000-AdminOrdersAtScale';
import { SqliteAdminOrdersAtScale1796500000001 } from './sqlite/1796500000001-AdminOrdersAtScale';
import { HoldsLedger1796600000000 } from './mysql/1796600000000-HoldsLedger';
import { SqliteHoldsLedger1796600000001 } from './sqlite/1796600000001-HoldsLedger';
import { DropCatalogueNarrowTables1796700000000 } from './mysql/1796700000000-DropCatalogueNarrowTables';
import { SqliteDropCatalogueNarrowTables1796700000001 } from './sqlite/1796700000001-DropCatalogueNarrowTables';
import { OutboxRenderedBySender1796800000000 } from './mysql/1796800000000-OutboxRenderedBySender';
import { SqliteOutboxRenderedBySender1796800000001 } from './sqlite/1796800000001-OutboxRenderedBySender';
import { NameSortIndexes1796900000000 } from './mysql/1796900000000-NameSortIndexes';
import { SqliteNameSortIndexes1796900000001 } from './sqlite/1796900000001-NameSortIndexes';
import { LenderEmailUnique1797010000000 } from './mysql/1797010000000-LenderEmailUnique';
import { SqliteLenderEmailUnique1797010000001 } from './sqlite/1797010000001-LenderEmailUnique';
import { NewsletterDoubleOptIn1797010000100 } from './mysql/1797010000100-NewsletterDoubleOptIn';
import { SqliteNewsletterDoubleOptIn1797010000101 } from './sqlite/1797010000101-NewsletterDoubleOptIn';
import { UploadOwners1797020000000 } from './mysql/1797020000000-UploadOwners';
import { SqliteUploadOwners1797020000001 } from './sqlite/1797020000001-UploadOwners';
import { Promotions1797150000000 } from './mysql/1797150000000-Promotions';
import { SqlitePromotions1797150000001 } from './sqlite/1797150000001-Promotions';
import { Payments1797100000000 } from './mysql/1797100000000-Payments';
import { PaymentMovementMillis1797160000000 } from './mysql/1797160000000-PaymentMovementMillis';
import { SqlitePayments1797100000001 } from './sqlite/1797100000001-Payments';
import { SqlitePaymentMovementMillis1797160000001 } from './sqlite/1797160000001-PaymentMovementMillis';
import { OrderTracking1797200000000 } from './mysql/1797200000000-OrderTracking';
import { SqliteOrderTracking1797200000001 } from './sqlite/1797200000001-OrderTracking';
import { ProductBookingRules1797210000000 } from './mysql/1797210000000-ProductBookingRules';
import { SqliteProductBookingRules1797210000001 } from './sqlite/1797210000001-ProductBookingRules';
import { BackupSizes1797220000000 } from './mysql/1797220000000-BackupSizes';
import { SqliteBackupSizes1797220000001 } from './sqlite/1797220000001-BackupSizes';
import { ReturnReminders1797230000000 } from './mysql/1797230000000-ReturnReminders';
import { SqliteReturnReminders1797230000001 } from './sqlite/1797230000001-ReturnReminders';
import { LineRequests1797300000000 } from './mysql/1797300000000-LineRequests';
import { SqliteLineRequests1797300000001 } from './sqlite/1797300000001-LineRequests';
import { Messages1797400000000 } from './mysql/1797400000000-Messages';
import { SqliteMessages1797400000001 } from './sqlite/1797400000001-Messages';
import { Reviews1797500000000 } from './mysql/1797500000000-Reviews';
import { SqliteReviews1797500000001 } from './sqlite/1797500000001-Reviews';
import { LateFees1797600000000 } from './mysql/1797600000000-LateFees';
import { SqliteLateFees1797600000001 } from './sqlite/1797600000001-LateFees';
import { ClaimsAndConditionRecords1797700000000 } from './mysql/1797700000000-ClaimsAndConditionRecords';
import { SqliteClaimsAndConditionRecords1797700000001 } from './sqlite/1797700000001-ClaimsAndConditionRecords';
import { CollectOwedCharges1797800000000 } from './mysql/1797800000000-CollectOwedCharges';
import { SqliteCollectOwedCharges1797800000001 } from './sqlite/1797800000001-CollectOwedCharges';

type MigrationClass = new () => MigrationInterface;

/**
 * Migration classes per driver, listed explicitly so nothing is found by globbing at run time.
 * Generate new ones as the README says, once per driver.
 */
export const MYSQL_MIGRATIONS: MigrationClass[] = [
  Initial1795293409277,
  CatalogState1795296921332,
  Availability1795303077668,
  CartLineKey1795306209810,
  ClientHolds1795597104621,
  CleanupJobs1795597296719,
  Notifications1795598306278,
  CatalogueQuery1795700000000,
  AdminListIndexes1795900000000,
  RejectionReasons1796000000000,
  LenderSignIn1796100000000,
  LenderBlocks1796200000000,
  Payouts1796300000000,
  AdminOrdersAtScale1796500000000,
  HoldsLedger1796600000000,
  DropCatalogueNarrowTables1796700000000,
  OutboxRenderedBySender1796800000000,
  NameSortIndexes1796900000000,
  LenderEmailUnique1797010000000,
  NewsletterDoubleOptIn1797010000100,
  UploadOwners1797020000000,
  Promotions1797150000000,
  Payments1797100000000,
  PaymentMovementMillis1797160000000,
  OrderTracking1797200000000,
  ProductBookingRules1797210000000,
  BackupSizes1797220000000,
  ReturnReminders1797230000000,
  LineRequests1797300000000,
  Messages1797400000000,
  Reviews1797500000000,
  LateFees1797600000000,
  ClaimsAndConditionRecords1797700000000,
  CollectOwedCharges1797800000000,
];
export const SQLITE_MIGRATIONS: MigrationClass[] = [
  SqliteInitial1795293409904,
  SqliteCatalogState1795296922040,
  SqliteAvailability1795303085929,
  SqliteCartLineKey1795306215624,
  SqliteClientHolds1795597098383,
  SqliteCleanupJobs1795597291255,
  SqliteNotifications1795598310879,
  SqliteCatalogueQuery1795700000001,
  SqliteAdminListIndexes1795900000001,
  SqliteRejectionReasons1796000000001,
  SqliteLenderSignIn1796100000001,
  SqliteLenderBlocks1796200000001,
  SqlitePayouts1796300000001,
  SqliteAdminOrdersAtScale1796500000001,
  SqliteHoldsLedger1796600000001,
  SqliteDropCatalogueNarrowTables1796700000001,
  SqliteOutboxRenderedBySender1796800000001,
  SqliteNameSortIndexes1796900000001,
  SqliteLenderEmailUnique1797010000001,
  SqliteNewsletterDoubleOptIn1797010000101,
  SqliteUploadOwners1797020000001,
  SqlitePromotions1797150000001,
  SqlitePayments1797100000001,
  SqlitePaymentMovementMillis1797160000001,
  SqliteOrderTracking1797200000001,
  SqliteProductBookingRules1797210000001,
  SqliteBackupSizes1797220000001,
  SqliteReturnReminders1797230000001,
  SqliteLineRequests1797300000001,
  SqliteMessages1797400000001,
  SqliteReviews1797500000001,
  SqliteLateFees1797600000001,
  SqliteClaimsAndConditionRecords1797700000001,
  SqliteCollectOwedCharges1797800000001,
];
