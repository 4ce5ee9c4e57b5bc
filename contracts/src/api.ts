/**
 * Shapes the API sends and accepts (spec §3, §7). The backend's response DTOs implement these, so
 * a change here fails the backend's type check; `openapi.json` is generated from those DTOs.
 */
import type { LenderAccountStatus, ListingStatus, OrderStatus } from './status';

export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
}

export interface ProductView {
  id: string;
  slug: string;
  name: string;
  description: string;
  brand: string | null;
  category: string;
  occasions: string[];
  basePrice: string;
  rentalPrice4Day: string | null;
  retailPrice: string | null;
  imageUrls: string[];
  imageUrl: string | null;
  availableSizes: string[];
  createdAt: string;
}

export interface ProductInput {
  name: string;
  description: string;
  brand?: string | null;
  category: string;
  occasions?: string[];
  basePrice: string | number;
  retailPrice?: string | number | null;
  imageUrls: string[];
  availableSizes: string[];
}

export interface CartItemView {
  id: string;
  sessionId: string;
  productId: string;
  size: string;
  duration: 2 | 4;
  quantity: number;
  /** What one unit costs for this duration, computed by the server. */
  unitPrice: string;
  product: { name: string; slug: string; basePrice: string; imageUrl: string | null };
}

export interface CartAddInput {
  sessionId: string;
  productId: string;
  size: string;
  duration: 2 | 4;
  quantity: number;
}

export interface OrderItemView {
  id: string;
  productId: string | null;
  productName: string;
  size: string;
  duration: 2 | 4;
  quantity: number;
  unitPrice: string;
}

export interface OrderView {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  rentalStartDate: string;
  rentalEndDate: string;
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  total: string;
  status: OrderStatus;
  createdAt: string;
  items: OrderItemView[];
}

export interface OrderCustomerInput {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  rentalStartDate: string;
  rentalEndDate: string;
}

export interface LenderAccountInput {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  bankAccountName: string;
  sortCode: string;
  accountNumber: string;
}

/** Returned once, at creation: the token is the lender's key for submitting listings. */
export interface LenderAccountCreated {
  id: string;
  status: LenderAccountStatus;
  token: string;
}

/** The admin's view: bank details masked, never in clear. */
export interface LenderAccountView {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  bankAccountName: string;
  sortCode: string;
  accountNumber: string;
  status: LenderAccountStatus;
  createdAt: string;
  /** Set once the lender's personal and bank data were erased on request. */
  erasedAt: string | null;
}

export interface ListingInput {
  lenderAccountId: string;
  name: string;
  brand: string;
  description: string;
  category: string;
  condition: string;
  occasion: string;
  sizes: string[];
  originalPrice: number;
  rentalPrice2Day: number;
  rentalPrice4Day: number;
  careInstructions: string;
  imageUrls: string[];
}

export interface ListingView extends Omit<ListingInput, 'originalPrice' | 'rentalPrice2Day' | 'rentalPrice4Day'> {
  id: string;
  originalPrice: string;
  rentalPrice2Day: string;
  rentalPrice4Day: string;
  status: ListingStatus;
  lenderName: string | null;
  productId: string | null;
  createdAt: string;
}

export interface UploadTicket {
  uploadURL: string;
  /** Where the image will be served once the PUT succeeds. */
  objectPath: string;
}

export interface HealthView {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  storage: 'up' | 'down';
}
