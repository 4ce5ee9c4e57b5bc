/* Generated from contracts/openapi.json by scripts/generate-api-types.mjs - do not edit. */
export type paths = {
    "/api/admin/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminAuthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Damage claims, newest first, by status (unanswered: open and past its answer deadline) */
        get: operations["ClaimsAdminController_list"];
        put?: never;
        /**
         * Open a damage claim on a rental line
         * @description Within 48 hours of the dress's return record (409 CLAIM_WINDOW_CLOSED after, 409 NOT_RECEIVED before it is back); one per line (409 CLAIM_EXISTS); the amount at most the dress's retail value and £2,000 (400). The renter is e-mailed.
         */
        post: operations["ClaimsAdminController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Decide a claim: charge the renter, cover it from the insurance, or reject
         * @description The renter's charge is recorded as owed; an amount awarded is added to the lender's next payout and her held earning is released. Both are e-mailed. 409 when already decided or the order had no insurance.
         */
        put: operations["ClaimsAdminController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outbox messages, newest first, a page at a time */
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message with its HTML and plain-text bodies */
        get: operations["NotificationsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed message again with a fresh set of attempts */
        post: operations["NotificationsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remove a message from both sides, with the reason
         * @description Both sides then see 'Message removed by Designer Wardrobe'. Again on a removed message: only the reason changes.
         */
        put: operations["AdminMessagesController_hide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/condition-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's condition records: each line as it left and came back */
        get: operations["ClaimsAdminController_conditionRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's messages between the renter and its lenders, as written and as shown */
        get: operations["AdminMessagesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One UK month's money in and out, against the orders' own figures, and the lenders' and the shop's shares */
        get: operations["PaymentsAdminController_month"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payout runs, newest month first, a page at a time */
        get: operations["PayoutsAdminController_list"];
        put?: never;
        /**
         * Run the payouts of a month that has ended
         * @description One payout per approved lender with bank details and earnings completed that UK month. 201 with a new run; 200 with the existing one when the month was already run (nothing changes). The month must lie from the first month a lender earned anything to the last month that has ended in the UK: 400 PAYOUT_PERIOD_OUT_OF_RANGE before it (or while nothing has been earned), 400 PAYOUT_PERIOD_NOT_ENDED for this month or later.
         */
        post: operations["PayoutsAdminController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run with its skipped lenders and bank-file downloads (its payouts: GET …/payouts) */
        get: operations["PayoutsAdminController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-runs/{id}/bank-file.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run's bank bulk-payment file (CSV)
         * @description Header row, then sort code, account number, account name, amount in pounds, reference per payout. Bank details are decrypted for this file only; each download is logged with who and when.
         */
        get: operations["PayoutsAdminController_bankFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-runs/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the run paid: its payouts and earnings become paid and each lender is e-mailed */
        post: operations["PayoutsAdminController_markPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-runs/{id}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run's payouts, largest first, a page at a time (the lenders named, bank details masked) */
        get: operations["PayoutsAdminController_payoutsOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products for the back office, paged, sorted and searched by the server
         * @description q matches the name or brand, ignoring case.
         */
        get: operations["AdminProductsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Promo codes, newest first, a page at a time
         * @description q matches the code or description.
         */
        get: operations["PromotionsController_list"];
        put?: never;
        /** Create a promo code */
        post: operations["PromotionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a promo code
         * @description 409 when another code has the name, or a used code would be renamed.
         */
        put: operations["PromotionsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotions/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a promo code: it is refused from now on; orders that used it keep their discount */
        post: operations["PromotionsController_end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's figures, computed by the database */
        get: operations["DashboardController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CartController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["CartController_setQuantity"];
        post?: never;
        delete: operations["CartController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CartController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{sessionId}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CartController_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/session/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["CartController_clear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the catalogue, filtered, sorted and searched, with facet counts for the current filters */
        get: operations["CatalogueController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dress-listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dress listings with the lender's name, paged, sorted and filtered by the server
         * @description q matches the dress's name or brand or the lender's name, ignoring case.
         */
        get: operations["ListingsController_list"];
        put?: never;
        /**
         * Submit a dress for approval
         * @description Needs X-Lender-Token from account creation: 401 without a known token, 403 when it belongs to another, rejected or closed account. Every imageUrls entry must be a /objects/uploads/{id} path this lender was issued by POST /api/objects/upload: an https URL, another lender's or the admin's upload is 400 IMAGE_NOT_OWN_UPLOAD (400, not 403, so upload ids tell nothing about their owner).
         */
        post: operations["ListingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dress-listings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve, reject or make a listing live
         * @description 'live' needs an approved listing of an approved lender and publishes it as a catalogue product in the same transaction (409 otherwise). A reason given when rejecting is stored, shown to the lender and e-mailed (400 REJECTION_REASON_REQUIRED when blank or too long); the spec's { status: 'rejected' } without one is still taken.
         */
        put: operations["ListingsController_setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/late-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Late return fees, newest first, paged; ?state=owed lists those to collect (declined or no card) */
        get: operations["LateFeesAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/late-fees/not-returned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders whose dresses are not back 14 days after their return post, newest report first, paged */
        get: operations["LateFeesAdminController_notReturned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lender accounts, bank details masked, paged, sorted and filtered by the server
         * @description q matches the name or email, ignoring case.
         */
        get: operations["LendersController_list"];
        put?: never;
        /**
         * Create a lender account; the response carries the X-Lender-Token secret, once
         * @description Also starts a lender session (Set-Cookie), so the new lender lists and uploads without the token. One live account per e-mail address (any case): an address already taken creates nothing and answers 409 LENDER_EMAIL_TAKEN, with no token or session, while its owner is e-mailed a sign-in link. Limited per client address and per e-mail address (429 RATE_LIMITED); the e-mailed links count against the sign-in link limits.
         */
        post: operations["LendersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender-accounts/{id}/personal-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Erase a lender's personal and bank data on request
         * @description Blanks name (to "Erased lender"), contact, address and bank fields and revokes the token; listings, products and orders stay. Erasing twice answers the same view.
         */
        delete: operations["LendersController_erase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender-accounts/{id}/response-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a lender answered her requests over the last 90 days */
        get: operations["AdminRequestsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender-accounts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve or reject a pending lender account
         * @description A reason given when rejecting is stored, shown to the lender and e-mailed (400 REJECTION_REASON_REQUIRED when blank or too long); the spec's { status: 'rejected' } without one is still taken.
         */
        put: operations["LendersController_setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block days of one of her live dresses (to wear it herself)
         * @description The admin's block rules: 400 INVALID_BLOCK for a bad range, 400 for a size not offered, 409 BLOCK_OVERLAPS when a rental holds those days; 404 PRODUCT_NOT_FOUND for a product that is not one of her live dresses.
         */
        post: operations["LenderBookingsController_block"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/blocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of her own blocks
         * @description An order's days or another's block: 404 BLOCK_NOT_FOUND.
         */
        delete: operations["LenderBookingsController_unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rentals of the lender's live dresses and the days she blocked, a page at a time
         * @description upcoming: ending today or later (UK day), soonest first; past: latest first. Dates, size, the order status and reference only: never the renter's name, address, e-mail or phone. 404 for a productId not hers.
         */
        get: operations["LenderBookingsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/bookings/{id}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark her dress of a dispatched order as received back, with its condition
         * @description Only her own lines (another booking: 404 BOOKING_NOT_FOUND); the order must be dispatched (409); once (409 ALREADY_RECEIVED). receivedOn defaults to today (UK), never in the future or before the dispatch (400). When every line of the order is back, the order is completed.
         */
        post: operations["LenderClaimsController_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her damage claims, newest first */
        get: operations["LenderClaimsController_list"];
        put?: never;
        /**
         * Open a damage claim on her own rental line
         * @description Within 48 hours of the dress's return (409 CLAIM_WINDOW_CLOSED); another lender's line: 404; photos from the line's condition records (400); the amount at most the dress's retail value and £2,000 (400).
         */
        post: operations["LenderClaimsController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/condition-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her dresses' condition records (dispatch and return), newest first */
        get: operations["LenderClaimsController_conditionRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Her conversations with renters, most recent first
         * @description The renter's first name only.
         */
        get: operations["LenderConversationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of her conversations, a page at a time
         * @description Page 1 is the newest messages; each page reads oldest first. Another lender's conversation: 404 CONVERSATION_NOT_FOUND.
         */
        get: operations["LenderConversationsController_messages"];
        put?: never;
        /**
         * Reply to the renter
         * @description 400 MESSAGE_EMPTY or MESSAGE_TOO_LONG; 429 MESSAGE_RATE_LIMITED past the per-conversation limit; 404 for a conversation not hers. Before the booking is confirmed, contact details are hidden and `notice` says so.
         */
        post: operations["LenderConversationsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark the renter's messages read
         * @description 404 for a conversation not hers.
         */
        put: operations["LenderConversationsController_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many messages from renters she has not read, in all her conversations */
        get: operations["LenderConversationsController_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lender's earnings, newest first, a page at a time */
        get: operations["LenderPayoutsController_earnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/earnings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lender's earnings this month, to date and pending, and the next payout date */
        get: operations["LenderPayoutsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lender's own listings, newest first, a page at a time
         * @description Each with its status, the admin's reason when rejected, and the product page's slug once live. `status=live&pageSize=1` counts her live dresses (X-Total-Count).
         */
        get: operations["LenderListingsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a pending or rejected listing and send it for review again
         * @description Validated as a new listing. The listing goes (back) to pending, its rejection reason is cleared and the admin is told again. 409 LISTING_NOT_EDITABLE once approved or live; 404 for another lender's or an unknown listing; 400 IMAGE_NOT_OWN_UPLOAD for a photo she did not upload here herself.
         */
        put: operations["LenderListingsController_resubmit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/listings/{id}/booking-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a live dress's booking rules: days of notice and the first and last start date
         * @description The whole rules: a field left out or null sets no limit. The shop then refuses other start dates (400 INVALID_START_DATE) and leaves the dress out of the catalogue for them. 404 for another lender's or an unknown listing; 409 LISTING_NOT_LIVE before it is live.
         */
        put: operations["LenderListingsController_setBookingRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/listings/{id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the 2-day and 4-day prices of a live dress
         * @description Pounds, with the listing form's minimums, upper bound and messages (400 VALIDATION_FAILED naming the price). The listing and its catalogue product change together and the shop shows the new prices at once; orders already placed keep theirs. 409 LISTING_NOT_LIVE until the dress is live; 404 for another lender's or an unknown listing.
         */
        put: operations["LenderListingsController_changePrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lender's own account, bank details masked */
        get: operations["LenderMeController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/me/bank-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the bank account payouts go to
         * @description Needs a lender session started from a sign-in link within the last 15 minutes (403 FRESH_SIGN_IN_REQUIRED otherwise, and always for X-Lender-Token callers). The lender is e-mailed a notice.
         */
        put: operations["LenderMeController_changeBankDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lender's payouts, newest month first, each with the rentals it covers */
        get: operations["LenderPayoutsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lender's booking requests: open ones first by deadline, then those answered, latest first */
        get: operations["LenderRequestsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/requests/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept or decline one of her requests
         * @description A decline needs a reason (400 REQUEST_REASON_INVALID without one); 404 for a line not hers; 409 REQUEST_ALREADY_ANSWERED once answered or expired (of two answers at once exactly one lands).
         */
        put: operations["LenderRequestsController_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/response-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How she answered her requests over the last 90 days: counts, the share she answered, the median hours */
        get: operations["LenderRequestsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her live dresses' visible reviews, newest first, a page at a time */
        get: operations["LenderReviewsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend a sign-in link's token and start the lender session
         * @description Sets the dw.lender cookie (__Host-dw.lender over TLS): httpOnly, SameSite=Strict. A POST, so a mail scanner fetching the link cannot spend it. 400 SIGN_IN_LINK_INVALID for an unknown token, 410 SIGN_IN_LINK_EXPIRED or SIGN_IN_LINK_USED.
         */
        post: operations["LenderSessionController_start"];
        /** Sign out: the lender session ends and its cookie is cleared */
        delete: operations["LenderSessionController_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lender/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a sign-in link to the lender account with this address
         * @description Answers the same whether or not an account has the address (any case). The link works once, for SIGN_IN_LINK_TTL_MINUTES. Limited per client address and per e-mail address.
         */
        post: operations["LenderSessionController_requestLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign an email address up; it is subscribed once it follows the e-mailed confirmation link (double opt-in)
         * @description Stores the sign-up unconfirmed and e-mails a link to /newsletter/confirm?token=…, valid NEWSLETTER_CONFIRM_DAYS days. The same 201 answer whether or not the address is already subscribed; asking again sends a new link. Limited per client address and per e-mail address (429 RATE_LIMITED).
         */
        post: operations["NewsletterController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a sign-up's confirmation link: the address is subscribed (idempotent)
         * @description 400 NEWSLETTER_CONFIRMATION_INVALID for an unknown, replaced or expired link.
         */
        post: operations["NewsletterController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whose subscription an unsubscribe link manages (masked), and whether it is active */
        get: operations["NewsletterController_status"];
        put?: never;
        /** Unsubscribe (idempotent); also the RFC 8058 one-click target */
        post: operations["NewsletterController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/objects/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UploadsController_issue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders with their lines, paged, sorted and filtered by the server
         * @description q matches the customer name or email, or the order reference (the last 8 characters of the id), ignoring case.
         */
        get: operations["OrdersController_list"];
        put?: never;
        /**
         * Place an order
         * @description 409 when dates were taken (DATES_UNAVAILABLE), prices changed since the shop quoted them (QUOTE_CHANGED, with the new quote), a promo code is used up or not for this renter (PROMO_CODE_*), or the client (address, email or phone) would hold more than 6 dresses in orders not yet confirmed (HOLD_LIMIT_REACHED).
         */
        post: operations["OrdersController_place"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The renter's order page: no login, the token from the confirmation e-mail */
        get: operations["OrdersController_receipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One conversation per lender of a dress in the order
         * @description With the order-page token, as the order page: any wrong id or token is 404 ORDER_NOT_FOUND.
         */
        get: operations["RenterConversationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation with a lender, a page at a time
         * @description Page 1 is the newest messages; each page reads oldest first. With the order-page token, as the order page: any wrong id or token is 404 ORDER_NOT_FOUND. Another order's conversation: 404 CONVERSATION_NOT_FOUND.
         */
        get: operations["RenterConversationsController_messages"];
        put?: never;
        /**
         * Write to a lender of the order
         * @description With the order-page token, as the order page: any wrong id or token is 404 ORDER_NOT_FOUND. 400 MESSAGE_EMPTY or MESSAGE_TOO_LONG; 429 MESSAGE_RATE_LIMITED past the per-conversation limit. Before the booking is confirmed, contact details are hidden and `notice` says so.
         */
        post: operations["RenterConversationsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/conversations/{conversationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark the lender's messages read
         * @description With the order-page token, as the order page: any wrong id or token is 404 ORDER_NOT_FOUND.
         */
        put: operations["RenterConversationsController_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payment/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charge the card held for this order (dispatching the order does it too) */
        post: operations["PaymentsAdminController_capture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payment/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's money movements, oldest first, paged */
        get: operations["PaymentsAdminController_movements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payment/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received by hand (bank transfer…): the order is paid
         * @description The amount must be the order's total.
         */
        post: operations["PaymentsAdminController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payment/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund part or all of what was taken, with a reason the renter is told */
        post: operations["PaymentsAdminController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move an order's status
         * @description A dispatch (status processing) may carry the carrier and the tracking reference, shown to the renter with a tracking link in her e-mail and on her order page; with any other status they answer 400. A dispatch or a return (completed) may carry the dresses' condition record: a note and photos (the admin's own uploads); a return also the day received (default today, UK; not in the future or before the dispatch) and the condition (default as-sent).
         */
        put: operations["OrdersController_updateStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Damage claims on her order */
        get: operations["RenterClaimsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/claims/{claimId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Her answer to a claim, within 72 hours of its opening
         * @description 409 CLAIM_ANSWER_CLOSED after the deadline, CLAIM_ANSWERED when already answered, CLAIM_DECIDED once decided.
         */
        post: operations["RenterClaimsController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/items/{itemId}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept or decline an order line's booking request for its lender
         * @description Recorded as answered by the admin. A decline needs a reason (400); 409 once the request is answered or expired, or the order has moved on.
         */
        put: operations["AdminRequestsController_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Holds by client: who holds what in orders not yet confirmed, paged by the server
         * @description Orders sharing an address, email or phone are one client. Most dresses first; ties by the client’s oldest pending order.
         */
        get: operations["OrdersController_holders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/holds/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_cancelHolds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Late fees and damage charges still owed (declined or no saved card), newest first, paged */
        get: operations["OwedAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owed/{kind}/{id}/collected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a late fee or damage charge as collected by hand (a bank transfer, with its reference)
         * @description Only while it is owed: 409 ALREADY_COLLECTED once recorded or charged to the card, 409 NOT_OWED while the card is being charged.
         */
        post: operations["OwedAdminController_collected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductsController_list"];
        put?: never;
        post: operations["ProductsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ProductsController_update"];
        post?: never;
        delete: operations["ProductsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProductCalendarController_block"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ProductCalendarController_unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductCalendarController_bookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductsController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{identifier}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductAvailabilityController_forProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{identifier}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's visible reviews, newest first, a page at a time (by id or slug) */
        get: operations["ReviewsController_forProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review, newest first, a page at a time; visibility filters hidden or visible ones */
        get: operations["ReviewsController_forAdmin"];
        put?: never;
        /**
         * Review one dress of a completed rental, with the e-mailed link’s token
         * @description 1-5 stars, the fit, 20-2,000 characters of plain text and an optional photo uploaded through POST /api/reviews/photo-upload. 404 REVIEW_LINK_INVALID for a token that opens no completed rental, 404 REVIEW_LINE_NOT_FOUND for a line not in it, 409 REVIEW_EXISTS for a line already reviewed.
         */
        post: operations["ReviewsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide a review (with a reason) or show it again
         * @description A hidden review leaves the product page, the cards and the product's average at once.
         */
        put: operations["ReviewsController_setHidden"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/invitation/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the e-mailed review link lets her review
         * @description The dresses of her completed rental (not backup sizes), each marked once reviewed. 404 REVIEW_LINK_INVALID for any other token.
         */
        get: operations["ReviewsController_invitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/photo-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An upload URL for a review's photo (the link's token stands for a session)
         * @description PUT the file there as with every upload: JPEG, PNG, WebP or AVIF whose bytes match, at most 5 MB.
         */
        post: operations["ReviewsController_photoUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/objects/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UploadsController_get"];
        put: operations["UploadsController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        AdminMessageViewDto: {
            /** Format: uuid */
            conversationId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            hiddenAt: string | null;
            hiddenReason: string | null;
            /** Format: uuid */
            id: string;
            lenderFirstName: string;
            masked: boolean;
            /** @description As written */
            originalText: string;
            renterFirstName: string;
            /** @enum {string} */
            sender: "renter" | "lender";
            /** @description As the other side saw it */
            shownText: string;
        };
        AdminPayoutViewDto: {
            /**
             * @description Masked
             * @example ••••4958
             */
            accountNumber: string;
            amountPence: number;
            earningCount: number;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            lenderAccountId: string;
            lenderName: string;
            /** Format: date-time */
            paidAt: string | null;
            /** @example 2026-10 */
            period: string;
            /** Format: uuid */
            runId: string;
            /**
             * @description Masked
             * @example ••-••-99
             */
            sortCode: string;
            /** @enum {string} */
            status: "scheduled" | "paid";
        };
        AdminReviewViewDto: {
            /**
             * @description First name and initial
             * @example Ada L.
             */
            author: string;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            fit: "runs-small" | "true-to-size" | "runs-large";
            hidden: boolean;
            /** Format: date-time */
            hiddenAt: string | null;
            hiddenReason: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            /** @example /objects/uploads/0b9c… */
            photoUrl: string | null;
            /** Format: uuid */
            productId: string;
            productName: string;
            productSlug: string | null;
            rating: number;
            /** @description Plain text */
            text: string;
        };
        AdminSummaryDto: {
            /** @description Orders pending or processing */
            activeOrders: number;
            /**
             * @description Sum of order totals placed in the current UK calendar month, cancelled orders excluded
             * @example 1234.00
             */
            monthlyRevenue: string;
            /** @description Lender accounts awaiting review */
            pendingLenderAccounts: number;
            /** @description Dress listings awaiting review */
            pendingListings: number;
        };
        BankDetailsInputDto: {
            /**
             * @description Exactly 8 digits
             * @example 66374958
             */
            accountNumber: string;
            /**
             * @description As the bank shows it: letters, digits, spaces and & - . / (Bacs), 2 to 18 characters
             * @example A Hart
             */
            bankAccountName: string;
            /**
             * @description 6 digits; hyphens (XX-XX-XX) are accepted and removed
             * @example 089999
             */
            sortCode: string;
        };
        BankTransferInstructionsDto: {
            /** @example Designer Wardrobe Ltd */
            accountName: string;
            /** @example 12345678 */
            accountNumber: string;
            /** @example 153.00 */
            amount: string;
            /**
             * @description The order reference, to write on the transfer
             * @example 3D4E5F6A
             */
            reference: string;
            /** @example 12-34-56 */
            sortCode: string;
        };
        BlockInputDto: {
            /**
             * Format: date
             * @description Last blocked day
             * @example 2030-06-12
             */
            endDate: string;
            /** @example Hem repair */
            note?: string;
            /**
             * @example 10
             * @enum {string}
             */
            size: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
            /**
             * Format: date
             * @description First blocked day (today or later)
             * @example 2030-06-10
             */
            startDate: string;
            /** @default 1 */
            units: number;
        };
        BookingRulesDto: {
            /**
             * Format: date
             * @description First start date it can be rented for
             */
            availableFrom: string | null;
            /**
             * Format: date
             * @description Last start date it can be rented for
             */
            availableUntil: string | null;
            /**
             * @description Days of notice before a rental starts; null: the shop's standard dispatch days
             * @example 7
             */
            minNoticeDays: number | null;
        };
        BookingRulesInputDto: {
            /**
             * Format: date
             * @description First start date
             * @example 2027-01-02
             */
            availableFrom?: string | null;
            /**
             * Format: date
             * @description Last start date
             * @example 2027-03-31
             */
            availableUntil?: string | null;
            /**
             * @description Days of notice
             * @example 7
             */
            minNoticeDays?: number | null;
        };
        BookingViewDto: {
            /** Format: date-time */
            createdAt: string;
            customerName: string | null;
            /**
             * Format: date
             * @description Last rental (or blocked) day
             */
            endDate: string;
            /**
             * Format: date
             * @description First day the units are held (dispatch)
             */
            holdFrom: string;
            /**
             * Format: date
             * @description Last day the units are held (return and cleaning)
             */
            holdUntil: string;
            /** Format: uuid */
            id: string;
            /** @description An order's free backup size: held with the order, earns nothing */
            isBackup: boolean;
            /** @enum {string} */
            kind: "order" | "block";
            note?: string | null;
            /** Format: uuid */
            orderId: string | null;
            /** Format: uuid */
            productId: string;
            /** @example 10 */
            size: string;
            /**
             * Format: date
             * @description First rental (or blocked) day
             */
            startDate: string;
            units: number;
        };
        BulkCancelDto: {
            orderIds: string[];
        };
        BulkCancelViewDto: {
            /** @description The orders this call cancelled (others were no longer pending) */
            cancelled: string[];
        };
        CartAddDto: {
            /**
             * @description A free backup size: another of the product's sizes, one unit held for the same dates and sent with this line at £0 (one per dress). Left out: none
             * @example 12
             * @enum {string}
             */
            backupSize?: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
            /**
             * @description Rental length in days
             * @example 2
             * @enum {number}
             */
            duration: 2 | 4;
            /**
             * Format: uuid
             * @description An existing product id; unknown ids answer 404
             */
            productId: string;
            /** @example 1 */
            quantity: number;
            /** @example 0b6c1f9e-4d7a-4c1e-9a53-2f7d1c8e9b10 */
            sessionId: string;
            /**
             * @description One of the product's availableSizes
             * @example 10
             * @enum {string}
             */
            size: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
            /**
             * Format: date
             * @description First rental day (the event date): 2 days from today at the soonest. Optional: a cart line is kept undated until it is chosen; an order line takes order.rentalStartDate
             * @example 2030-06-12
             */
            startDate?: string;
        };
        CartItemViewDto: {
            /** @description False when the dates can no longer be booked */
            available: boolean;
            /**
             * @description A second size held free with this line for the same dates (one unit, £0); null without one
             * @example 12
             */
            backupSize: string | null;
            /**
             * @description Why the line's backup size can no longer be held for its dates (the renter removes it); null when it can, or there is none
             * @example No longer available for these dates
             */
            backupUnavailableReason: string | null;
            /** @enum {number} */
            duration: 2 | 4;
            /**
             * Format: date
             * @description Last rental day
             */
            endDate: string | null;
            /** Format: uuid */
            id: string;
            /**
             * @description The most units this line may hold: those free for its dates with the cart's other lines counted, at most the per-line cap
             * @example 2
             */
            maxQuantity: number;
            product: components["schemas"]["CartProductSummaryDto"];
            /** Format: uuid */
            productId: string;
            /** @example 1 */
            quantity: number;
            /**
             * Format: date
             * @description The day the dress goes back in the post
             */
            returnDate: string | null;
            sessionId: string;
            /** @example 10 */
            size: string;
            /**
             * Format: date
             * @description First rental day
             */
            startDate: string | null;
            /** @example No longer available for these dates */
            unavailableReason: string | null;
            /**
             * @description One unit for this duration, computed by the server
             * @example 111.00
             */
            unitPrice: string;
        };
        CartProductSummaryDto: {
            /** @example 65.00 */
            basePrice: string;
            /** @description The main image */
            imageUrl: string | null;
            name: string;
            /** @example aurora-sequin-gown */
            slug: string;
        };
        CartQuantityDto: {
            /**
             * @description A free backup size for the line (another size of the dress, same dates); null removes it, left out keeps it
             * @example 12
             * @enum {string|null}
             */
            backupSize?: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22" | null;
            /** @example 2 */
            quantity: number;
            /**
             * Format: date
             * @description A new first rental day for the line
             * @example 2030-06-12
             */
            startDate?: string;
        };
        CatalogueFacetsDto: {
            /** @description Per garment category, with every filter but category */
            categories: components["schemas"]["FacetCountDto"][];
            /** @description Per category button of the catalogue page (its `category` value: a category or occasion, or 'all'), with every filter but category */
            filters: components["schemas"]["FacetCountDto"][];
            /** @description Per occasion, with every filter but occasion */
            occasions: components["schemas"]["FacetCountDto"][];
            /** @description Per UK size, with every filter but size */
            sizes: components["schemas"]["FacetCountDto"][];
        };
        CataloguePageDto: {
            facets: components["schemas"]["CatalogueFacetsDto"];
            items: components["schemas"]["ProductCardViewDto"][];
            page: number;
            pageSize: number;
            /** @description Dresses matching every filter */
            total: number;
        };
        ClaimAnswerDto: {
            answer: string;
        };
        ClaimChargeViewDto: {
            /** @example 85.00 */
            amount: string;
            /** Format: date-time */
            collectedAt: string | null;
            /**
             * @description The card's decline code, or no-card
             * @example card_declined
             */
            failureCode: string | null;
            /**
             * @description failed: not charged yet (tried again by the payments sweep)
             * @enum {string}
             */
            state: "charged" | "owed" | "failed" | "collected";
        };
        ClaimDecisionDto: {
            /** @description Pence charged or covered: at most the amount asked (insurance: and its cover); default the most allowed; 0 or absent to reject */
            amountPence?: number;
            /** @enum {string} */
            decision: "charge-renter" | "insurance" | "reject";
            note?: string;
        };
        ClaimInputDto: {
            /** @description Pence asked: at most the dress's retail value, and £2,000 */
            amountPence: number;
            /** @description What happened to the dress */
            description: string;
            /**
             * Format: uuid
             * @description The rental line (order item) the claim is about
             */
            orderItemId: string;
            /** @description Photos from the line's condition records */
            photos?: string[];
        };
        ClaimViewDto: {
            amountPence: number;
            answer: string | null;
            /**
             * Format: date-time
             * @description The renter's answer is due by then
             */
            answerDueAt: string;
            /** Format: date-time */
            answeredAt: string | null;
            answerPhoto: string | null;
            /** @description The renter's charge after a charge-renter decision: charged to her saved card, owed, or collected by hand */
            charge: components["schemas"]["ClaimChargeViewDto"] | null;
            /** Format: date-time */
            decidedAt: string | null;
            decidedPence: number | null;
            /** @enum {string|null} */
            decision: "charge-renter" | "insurance" | "reject" | null;
            decisionNote: string | null;
            description: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            openedAt: string;
            /** @enum {string} */
            openedBy: "admin" | "lender";
            /** Format: uuid */
            orderId: string;
            /** Format: uuid */
            orderItemId: string;
            /** @example 3C4D5E6F */
            orderReference: string;
            photos: string[];
            productName: string;
            /** @example 10 */
            size: string;
            /** @enum {string} */
            status: "open" | "answered" | "unanswered" | "decided";
        };
        CollectedInputDto: {
            /** @example Transfer DW-3C4D5E6F 12 Nov */
            reference: string;
        };
        ConditionRecordViewDto: {
            /**
             * @description How it came back; null on a dispatch
             * @enum {string|null}
             */
            condition: "as-sent" | "needs-cleaning" | "damaged" | "missing-items" | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "dispatch" | "return";
            note: string | null;
            /** Format: uuid */
            orderId: string;
            /** Format: uuid */
            orderItemId: string;
            /** @example 3C4D5E6F */
            orderReference: string;
            /** @description Image paths under /objects/uploads/ */
            photos: string[];
            productName: string;
            /**
             * Format: date
             * @description The UK day it came back; null on a dispatch
             */
            receivedOn: string | null;
            /** Format: date-time */
            recordedAt: string;
            /** @enum {string} */
            recordedBy: "admin" | "lender";
            /** @example 10 */
            size: string;
        };
        ConfirmSubscriptionDto: {
            /**
             * @description The token from the confirmation link
             * @example q3V…43 characters
             */
            token: string;
        };
        ConversationMessageViewDto: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description Contact details in it were hidden */
            masked: boolean;
            /** @description Written by the side asking */
            mine: boolean;
            /** @description Removed by Designer Wardrobe */
            removed: boolean;
            /** @enum {string} */
            sender: "renter" | "lender";
            /** @description As shown: contact details hidden when sent before the booking was confirmed; 'Message removed by Designer Wardrobe' once removed */
            text: string;
        };
        CreateReviewDto: {
            /** @enum {string} */
            fit: "runs-small" | "true-to-size" | "runs-large";
            /**
             * Format: uuid
             * @description The rented line (ReviewableLine.orderItemId)
             */
            orderItemId: string;
            /** @description A photo uploaded through POST /api/reviews/photo-upload */
            photoUrl?: string | null;
            rating: number;
            /** @description Plain text, trimmed */
            text: string;
            /** @description The token of the e-mailed review link */
            token: string;
        };
        DispatchPhotosViewDto: {
            note: string | null;
            /** Format: uuid */
            orderItemId: string;
            photos: string[];
            productName: string;
            /** Format: date-time */
            recordedAt: string;
            /** @example 10 */
            size: string;
        };
        EarningsSummaryDto: {
            /** Format: date */
            nextPayoutDate: string;
            pendingPence: number;
            thisMonthPence: number;
            toDatePence: number;
        };
        EmailDetailDto: {
            /** @description Sending attempts so far */
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** @description The HTML body */
            html: string;
            /** Format: uuid */
            id: string;
            /**
             * @description Which message (template)
             * @enum {string}
             */
            kind: "order-received" | "order-dispatched" | "order-returned" | "order-cancelled" | "order-return-reminder" | "order-overdue" | "review-invitation" | "message-received" | "lender-account-received" | "lender-account-approved" | "lender-account-rejected" | "listing-received" | "listing-approved" | "listing-rejected" | "listing-live" | "lender-dress-booked" | "booking-request-declined" | "admin-lender-review" | "admin-listing-review" | "admin-order-not-returned" | "admin-charge-declined" | "newsletter-confirm" | "newsletter-subscribed" | "lender-sign-in-link" | "lender-bank-details-changed" | "payout-paid" | "payment-received" | "refund-issued" | "payment-released" | "claim-opened" | "claim-decided" | "lender-claim-decided";
            /** @description Why the last attempt failed (the SMTP reply when there was one) */
            lastError: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed";
            subject: string;
            /** @description The plain-text alternative */
            text: string;
            /** @example ada@example.com */
            to: string;
        };
        EmailListItemDto: {
            /** @description Sending attempts so far */
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /**
             * @description Which message (template)
             * @enum {string}
             */
            kind: "order-received" | "order-dispatched" | "order-returned" | "order-cancelled" | "order-return-reminder" | "order-overdue" | "review-invitation" | "message-received" | "lender-account-received" | "lender-account-approved" | "lender-account-rejected" | "listing-received" | "listing-approved" | "listing-rejected" | "listing-live" | "lender-dress-booked" | "booking-request-declined" | "admin-lender-review" | "admin-listing-review" | "admin-order-not-returned" | "admin-charge-declined" | "newsletter-confirm" | "newsletter-subscribed" | "lender-sign-in-link" | "lender-bank-details-changed" | "payout-paid" | "payment-received" | "refund-issued" | "payment-released" | "claim-opened" | "claim-decided" | "lender-claim-decided";
            /** @description Why the last attempt failed (the SMTP reply when there was one) */
            lastError: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed";
            subject: string;
            /** @example ada@example.com */
            to: string;
        };
        ErrorBody: {
            /**
             * @description A stable code from the catalogue in contracts/src/error-codes.ts; the apps pick their messages by it.
             * @example VALIDATION_FAILED
             */
            code: components["schemas"]["ErrorCode"];
            /** @example Please enter a valid email address */
            message: string;
            /** @description QUOTE_CHANGED only: the order priced as it stands now, shaped as GET /api/cart/{sessionId}/quote answers */
            quote?: components["schemas"]["QuoteViewDto"];
            /** @example 400 */
            statusCode: number;
        };
        /**
         * @description A stable code from the catalogue in contracts/src/error-codes.ts; the apps pick their messages by it.
         * @enum {string}
         */
        ErrorCode: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE" | "ERROR" | "STOREFRONT_NOT_BUILT" | "VALIDATION_FAILED" | "UNKNOWN_FIELD" | "INVALID_TEXT" | "NESTED_TOO_DEEPLY" | "MALFORMED_JSON" | "VALUE_TOO_LARGE" | "FOREIGN_ORIGIN" | "INVALID_HOST" | "ILLEGAL_TRANSITION" | "PRODUCT_NOT_FOUND" | "SIZE_UNAVAILABLE" | "SLUG_TAKEN" | "INVALID_START_DATE" | "DATES_UNAVAILABLE" | "INVALID_BLOCK" | "BLOCK_OVERLAPS" | "BLOCK_NOT_FOUND" | "CART_ITEM_NOT_FOUND" | "SESSION_REQUIRED" | "ORDER_NOT_FOUND" | "RENTAL_DATES_MISMATCH" | "QUOTE_CHANGED" | "INVALID_IDEMPOTENCY_KEY" | "IDEMPOTENCY_KEY_REUSED" | "HOLD_LIMIT_REACHED" | "INVALID_BACKUP_SIZE" | "BACKUP_SIZE_LIMIT" | "REVIEW_LINK_INVALID" | "REVIEW_LINE_NOT_FOUND" | "REVIEW_EXISTS" | "REVIEW_NOT_FOUND" | "PROMO_CODE_UNKNOWN" | "PROMO_CODE_NOT_STARTED" | "PROMO_CODE_EXPIRED" | "PROMO_CODE_ENDED" | "PROMO_CODE_USED_UP" | "PROMO_CODE_ALREADY_USED" | "PROMO_CODE_FIRST_ORDER_ONLY" | "PROMO_CODE_BELOW_MINIMUM" | "PROMO_CODE_TAKEN" | "PROMOTION_NOT_FOUND" | "PASSWORD_REQUIRED" | "INVALID_PASSWORD" | "LENDER_ACCOUNT_NOT_FOUND" | "LENDER_TOKEN_REQUIRED" | "LENDER_SIGN_IN_REQUIRED" | "LENDER_TOKEN_MISMATCH" | "LENDER_ACCOUNT_REJECTED" | "LENDER_ACCOUNT_CLOSED" | "LENDER_NOT_APPROVED" | "LENDER_ERASED" | "BANK_DETAILS_INVALID" | "LENDER_EMAIL_TAKEN" | "LISTING_NOT_FOUND" | "BAD_UPLOAD_SIGNATURE" | "UPLOAD_URL_USED" | "UPLOAD_URL_EXPIRED" | "UNSUPPORTED_IMAGE_TYPE" | "CONTENT_TYPE_MISMATCH" | "NOT_AN_IMAGE" | "FILE_TOO_LARGE" | "IMAGE_NOT_FOUND" | "IMAGE_NOT_USABLE" | "IMAGE_NOT_OWN_UPLOAD" | "EMAIL_NOT_FOUND" | "SUBSCRIPTION_NOT_FOUND" | "NEWSLETTER_CONFIRMATION_INVALID" | "SIGN_IN_LINK_INVALID" | "SIGN_IN_LINK_EXPIRED" | "SIGN_IN_LINK_USED" | "FRESH_SIGN_IN_REQUIRED" | "LISTING_NOT_EDITABLE" | "LISTING_NOT_LIVE" | "REJECTION_REASON_REQUIRED" | "PAYOUT_RUN_NOT_FOUND" | "PAYOUT_PERIOD_NOT_ENDED" | "PAYOUT_PERIOD_OUT_OF_RANGE" | "PAYMENT_AMOUNT_INVALID" | "PAYMENT_NOT_ALLOWED" | "PAYMENT_NOT_RECEIVED" | "PAYMENT_PROVIDER_FAILED" | "WEBHOOK_SIGNATURE_INVALID" | "CHARGES_CONSENT_REQUIRED" | "OWED_NOT_FOUND" | "ALREADY_COLLECTED" | "NOT_OWED" | "NOT_RECEIVED" | "ALREADY_RECEIVED" | "CLAIM_NOT_FOUND" | "CLAIM_WINDOW_CLOSED" | "CLAIM_EXISTS" | "CLAIM_ANSWER_CLOSED" | "CLAIM_ANSWERED" | "CLAIM_DECIDED" | "BOOKING_NOT_FOUND" | "CONVERSATION_NOT_FOUND" | "MESSAGE_NOT_FOUND" | "MESSAGE_EMPTY" | "MESSAGE_TOO_LONG" | "MESSAGE_RATE_LIMITED" | "REQUEST_NOT_FOUND" | "REQUEST_ALREADY_ANSWERED" | "REQUEST_REASON_INVALID" | "NETWORK";
        FacetCountDto: {
            /** @example 12 */
            count: number;
            /** @example 10 UK */
            label: string;
            /** @example 10 */
            value: string;
        };
        HealthViewDto: {
            /** @enum {string} */
            database: "up" | "down";
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @enum {string} */
            storage: "up" | "down";
        };
        HideMessageDto: {
            /** @description Why it was removed (kept for the back office, never shown to either side) */
            reason: string;
        };
        LateFeesViewDto: {
            /**
             * @description The most this rental's late fees come to: its dresses' 4-day prices
             * @example 119.00
             */
            cap: string;
            /**
             * @description Taken from the card saved at checkout
             * @example 30.00
             */
            charged: string;
            /**
             * @description Paid another way, recorded by the admin
             * @example 0.00
             */
            collected: string;
            /**
             * @description Late days a fee was added for
             * @example 3
             */
            days: number;
            /**
             * @description The provider did not answer; tried again on the next run
             * @example 0.00
             */
            failed: string;
            /**
             * Format: date-time
             * @description When the admin was told it is not back
             */
            notReturnedReportedAt: string | null;
            /**
             * Format: date
             * @description The first fee day: after the return post and the days allowed for the post
             */
            overdueSince: string;
            /**
             * @description Declined, or no saved card: to be collected
             * @example 15.00
             */
            owed: string;
            /** @example 45.00 */
            total: string;
        };
        LateFeeViewDto: {
            /** @example 15.00 */
            amount: string;
            /** Format: date-time */
            createdAt: string;
            customerName: string;
            /**
             * Format: date
             * @description The late day the fee is for
             */
            day: string;
            /**
             * @description The card's decline code, or no-card
             * @example card_declined
             */
            failureCode: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            /** @description The provider's payment id, or the admin's reference when collected by hand */
            providerReference: string | null;
            /** @enum {string} */
            state: "charged" | "owed" | "failed" | "collected";
        };
        LenderAccountCreatedDto: {
            /** Format: uuid */
            id: string;
            /**
             * @example pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            /** @description The lender's secret for X-Lender-Token; shown only this once */
            token: string;
        };
        LenderAccountInputDto: {
            /**
             * @description Exactly 8 digits
             * @example 66374958
             */
            accountNumber: string;
            /** @example 12 Rosewood Lane, Bath BA1 2AB */
            address: string;
            /**
             * @description As the bank shows it: letters, digits, spaces and & - . / (Bacs), 2 to 18 characters
             * @example A Hart
             */
            bankAccountName: string;
            /** @example amelia@example.co.uk */
            email: string;
            /** @example Amelia Hart */
            fullName: string;
            /** @example 07700 900123 */
            phone: string;
            /**
             * @description 6 digits; hyphens (XX-XX-XX) are accepted and removed
             * @example 089999
             */
            sortCode: string;
        };
        LenderAccountViewDto: {
            /**
             * @description Masked; blank once erased
             * @example ••••4958
             */
            accountNumber: string;
            address: string;
            bankAccountName: string;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /**
             * Format: date-time
             * @description Set once personal data was erased
             */
            erasedAt: string | null;
            fullName: string;
            /** Format: uuid */
            id: string;
            phone: string;
            /** @description Why the admin rejected the account; null unless rejected */
            rejectionReason: string | null;
            /**
             * @description Masked; blank once erased
             * @example ••-••-99
             */
            sortCode: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
        };
        LenderBlockInputDto: {
            /**
             * Format: date
             * @description Last blocked day
             * @example 2030-06-12
             */
            endDate: string;
            /**
             * Format: uuid
             * @description One of the lender’s live products
             */
            productId: string;
            /**
             * @example 10
             * @enum {string}
             */
            size: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
            /**
             * Format: date
             * @description First blocked day (today or later)
             * @example 2030-06-10
             */
            startDate: string;
        };
        LenderBookingDto: {
            /**
             * Format: date
             * @description Last rental (or blocked) day
             */
            endDate: string;
            /** Format: uuid */
            id: string;
            /** @description The renter's free backup size: held, sent and returned with her rental, earning nothing */
            isBackup: boolean;
            /** @enum {string} */
            kind: "order" | "block";
            /**
             * @description The order reference; null for a block
             * @example 2C3D4E5F
             */
            orderReference: string | null;
            /**
             * @description The order's status; null for a block
             * @enum {string|null}
             */
            orderStatus: "pending" | "processing" | "completed" | "cancelled" | null;
            /** Format: uuid */
            productId: string;
            productName: string;
            /** @example midnight-velvet-gown */
            productSlug: string;
            /** @example 10 */
            size: string;
            /**
             * Format: date
             * @description First rental (or blocked) day
             */
            startDate: string;
        };
        LenderConversationViewDto: {
            dressNames: string[];
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastMessageAt: string | null;
            /** @example AB12CD34 */
            orderReference: string;
            /** @description The renter's first name only */
            renterFirstName: string;
            /** @description Contact details pass once the booking is confirmed */
            unlocked: boolean;
            /** @description Messages from the renter not yet read */
            unreadCount: number;
        };
        LenderEarningDto: {
            /** @description The lender's 90%, rounded down to the penny */
            amountPence: number;
            /** @description A damage claim on the rental is open: no payout run pays the earning until it is decided */
            claimOpen: boolean;
            /**
             * Format: date-time
             * @description When the damage-claim window after the dress's return closes: no payout run pays the earning before
             */
            claimWindowEndsAt: string | null;
            /**
             * Format: date
             * @description The UK day the order was completed
             */
            earnedOn: string | null;
            /** Format: date */
            endDate: string;
            /** Format: uuid */
            id: string;
            /**
             * @description The order's reference
             * @example 3C4D5E6F
             */
            orderReference: string;
            /** Format: uuid */
            payoutId: string | null;
            productName: string;
            /** @description Unit price × quantity, in pence */
            rentalFeePence: number;
            /** @example 10 */
            size: string;
            /** Format: date */
            startDate: string;
            /** @enum {string} */
            status: "pending" | "earned" | "cancelled" | "paid";
        };
        LenderListingDto: {
            /** @description The live dress's booking rules (null until live) */
            bookingRules: components["schemas"]["BookingRulesDto"] | null;
            brand: string;
            careInstructions: string;
            /** @example evening-gown */
            category: string;
            /** @example excellent */
            condition: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: uuid */
            id: string;
            imageUrls: string[];
            /** Format: uuid */
            lenderAccountId: string;
            /** @example Amelia Hart */
            lenderName: string | null;
            name: string;
            /** @example gala-awards */
            occasion: string;
            /** @example 950.00 */
            originalPrice: string;
            /**
             * Format: uuid
             * @description The catalogue product once live
             */
            productId: string | null;
            /**
             * @description The product page's slug once live
             * @example midnight-velvet-gown
             */
            productSlug: string | null;
            /** @description Why the admin rejected it; null unless rejected */
            rejectionReason: string | null;
            /** @example 85.00 */
            rentalPrice2Day: string;
            /** @example 130.00 */
            rentalPrice4Day: string;
            /**
             * @example [
             *       "10",
             *       "12"
             *     ]
             */
            sizes: string[];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "live";
        };
        LenderListingInputDto: {
            /** @example Jenny Packham */
            brand: string;
            /** @example Dry clean only. Steam on low heat. */
            careInstructions: string;
            /**
             * @example evening-gown
             * @enum {string}
             */
            category: "evening-gown" | "cocktail-dress" | "party-dress" | "wedding-guest-dress" | "formal-suit" | "midi-dress" | "maxi-dress" | "little-black-dress";
            /**
             * @example excellent
             * @enum {string}
             */
            condition: "brand-new" | "excellent" | "very-good" | "good";
            /** @example Floor-length velvet gown with a sweetheart neckline, worn once. */
            description: string;
            /**
             * @description Paths of photos this lender uploaded with POST /api/objects/upload (no https URLs, no uploads of anyone else)
             * @example [
             *       "/objects/uploads/2d7c…"
             *     ]
             */
            imageUrls: string[];
            /** @example Midnight Velvet Gown */
            name: string;
            /**
             * @example gala-awards
             * @enum {string}
             */
            occasion: "wedding-guest" | "formal-event" | "cocktail-party" | "gala-awards" | "date-night" | "work-event" | "holiday-party" | "other-special-occasion";
            /**
             * @description Original retail price in pounds
             * @example 950
             */
            originalPrice: number;
            /** @example 85 */
            rentalPrice2Day: number;
            /** @example 130 */
            rentalPrice4Day: number;
            /**
             * @example [
             *       "10",
             *       "12"
             *     ]
             */
            sizes: ("4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22")[];
        };
        LenderMeDto: {
            /**
             * @description Masked
             * @example ••••4958
             */
            accountNumber: string;
            address: string;
            bankAccountName: string;
            /** Format: date-time */
            createdAt: string;
            email: string;
            fullName: string;
            /** Format: uuid */
            id: string;
            phone: string;
            /** @description Why the admin rejected the account; null unless rejected */
            rejectionReason: string | null;
            /**
             * Format: date-time
             * @description When the current session was started from a link (null for X-Lender-Token callers)
             */
            signedInAt: string | null;
            /**
             * @description Masked
             * @example ••-••-99
             */
            sortCode: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
        };
        LenderRequestViewDto: {
            /** Format: date-time */
            answeredAt: string | null;
            /** @enum {string|null} */
            answeredBy: "lender" | "admin" | "shop" | "expiry" | null;
            /** @description The free backup size sent with it */
            backupSize: string | null;
            /** Format: date-time */
            deadline: string | null;
            declineNote: string | null;
            /** @enum {string|null} */
            declineReason: "unavailable" | "needs-care" | "size-changed" | "other" | null;
            /** @enum {number} */
            duration: 2 | 4;
            /** Format: date */
            endDate: string;
            /**
             * Format: uuid
             * @description The order line's id: what she answers
             */
            id: string;
            /** @example 2C3D4E5F */
            orderReference: string;
            /** Format: uuid */
            productId: string | null;
            productName: string;
            quantity: number;
            /**
             * @description Her share of the line's rental fee
             * @example 58.50
             */
            share: string;
            /** @example 10 */
            size: string;
            /** Format: date */
            startDate: string;
            /** @enum {string} */
            state: "requested" | "accepted" | "declined" | "expired";
        };
        LenderReviewViewDto: {
            /**
             * @description First name and initial
             * @example Ada L.
             */
            author: string;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            fit: "runs-small" | "true-to-size" | "runs-large";
            /** Format: uuid */
            id: string;
            /** @example /objects/uploads/0b9c… */
            photoUrl: string | null;
            /** Format: uuid */
            productId: string;
            productName: string;
            productSlug: string | null;
            rating: number;
            /** @description Plain text */
            text: string;
        };
        LenderStatusDto: {
            /**
             * @description When rejecting: why, shown to the lender and e-mailed (the admin's screen always asks; the API also takes none). Refused with any other status. A reason is required to reject: tell the lender why, in at most 500 characters.
             * @example The photos are too dark to judge the condition.
             */
            reason?: string;
            /**
             * @example approved
             * @enum {string}
             */
            status: "approved" | "rejected";
        };
        ListingInputDto: {
            /** @example Jenny Packham */
            brand: string;
            /** @example Dry clean only. Steam on low heat. */
            careInstructions: string;
            /**
             * @example evening-gown
             * @enum {string}
             */
            category: "evening-gown" | "cocktail-dress" | "party-dress" | "wedding-guest-dress" | "formal-suit" | "midi-dress" | "maxi-dress" | "little-black-dress";
            /**
             * @example excellent
             * @enum {string}
             */
            condition: "brand-new" | "excellent" | "very-good" | "good";
            /** @example Floor-length velvet gown with a sweetheart neckline, worn once. */
            description: string;
            /**
             * @description Paths of photos this lender uploaded with POST /api/objects/upload (no https URLs, no uploads of anyone else)
             * @example [
             *       "/objects/uploads/2d7c…"
             *     ]
             */
            imageUrls: string[];
            /**
             * Format: uuid
             * @description Must be the account the X-Lender-Token belongs to
             */
            lenderAccountId: string;
            /** @example Midnight Velvet Gown */
            name: string;
            /**
             * @example gala-awards
             * @enum {string}
             */
            occasion: "wedding-guest" | "formal-event" | "cocktail-party" | "gala-awards" | "date-night" | "work-event" | "holiday-party" | "other-special-occasion";
            /**
             * @description Original retail price in pounds
             * @example 950
             */
            originalPrice: number;
            /** @example 85 */
            rentalPrice2Day: number;
            /** @example 130 */
            rentalPrice4Day: number;
            /**
             * @example [
             *       "10",
             *       "12"
             *     ]
             */
            sizes: ("4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22")[];
        };
        ListingPricesDto: {
            /** @example 85 */
            rentalPrice2Day: number;
            /** @example 130 */
            rentalPrice4Day: number;
        };
        ListingStatusDto: {
            /**
             * @description When rejecting: why, shown to the lender and e-mailed (the admin's screen always asks; the API also takes none). Refused with any other status. A reason is required to reject: tell the lender why, in at most 500 characters.
             * @example The photos are too dark to judge the condition.
             */
            reason?: string;
            /**
             * @example approved
             * @enum {string}
             */
            status: "approved" | "rejected" | "live";
        };
        ListingViewDto: {
            brand: string;
            careInstructions: string;
            /** @example evening-gown */
            category: string;
            /** @example excellent */
            condition: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: uuid */
            id: string;
            imageUrls: string[];
            /** Format: uuid */
            lenderAccountId: string;
            /** @example Amelia Hart */
            lenderName: string | null;
            name: string;
            /** @example gala-awards */
            occasion: string;
            /** @example 950.00 */
            originalPrice: string;
            /**
             * Format: uuid
             * @description The catalogue product once live
             */
            productId: string | null;
            /** @description Why the admin rejected it; null unless rejected */
            rejectionReason: string | null;
            /** @example 85.00 */
            rentalPrice2Day: string;
            /** @example 130.00 */
            rentalPrice4Day: string;
            /**
             * @example [
             *       "10",
             *       "12"
             *     ]
             */
            sizes: string[];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "live";
        };
        LoginDto: {
            /** @example the admin password */
            password: string;
        };
        MessageInputDto: {
            /**
             * @description Plain text, 1-2000 characters after trimming; control characters are removed. Before the booking is confirmed, e-mail addresses, phone numbers and links are hidden.
             * @example Hello! Would the gown suit a 5 ft 4 in wearer?
             */
            text: string;
        };
        NewsletterSubscriptionDto: {
            /**
             * @description The address, masked
             * @example j•••@example.com
             */
            email: string;
            subscribed: boolean;
        };
        NotReturnedOrderViewDto: {
            customerEmail: string;
            customerName: string;
            customerPhone: string;
            /** @example 15 */
            daysLate: number;
            /** @example 119.00 */
            lateFees: string;
            /** Format: uuid */
            orderId: string;
            /** Format: date */
            rentalEndDate: string;
            /** Format: date-time */
            reportedAt: string;
            /**
             * Format: date
             * @description The day it should have been posted back
             */
            returnPost: string;
        };
        Object: Record<string, never>;
        OrderCustomerDto: {
            /**
             * @description House number or name and street; required unless deliveryAddress is sent
             * @example 1 Savile Row
             */
            addressLine1?: string;
            /**
             * @description Flat, building or area
             * @example Mayfair
             */
            addressLine2?: string;
            /** @example 15.00 */
            cleaningFee?: string | number;
            /** @example ada@example.com */
            customerEmail: string;
            /** @example Ada Lovelace */
            customerName: string;
            /** @example 07700 900123 */
            customerPhone: string;
            /**
             * @description The whole address as one text ending with its UK postcode, at least 10 characters of street and town before it; the postcode is stored as Royal Mail writes it ('1 Savile Row, London w1s3pr' is stored as '1 Savile Row, London W1S 3PR'). Send this or addressLine1, addressLine2, town and postcode, not both.
             * @example 1 Savile Row, London W1S 3PR
             */
            deliveryAddress?: string;
            /**
             * @description The promo code's discount the shop showed
             * @example 10.00
             */
            discount?: string | number;
            /** @example 8.00 */
            insurance?: string | number;
            /**
             * @description A UK postcode in any case, with or without its space (e.g. sw1a1aa); stored as SW1A 1AA; required unless deliveryAddress is sent
             * @example W1S 3PR
             */
            postcode?: string;
            /**
             * Format: date
             * @description Derived: the last rental day of any line; if sent, must match
             * @example 2030-06-13
             */
            rentalEndDate?: string;
            /**
             * Format: date
             * @description Derived from the lines' dates; if sent, must equal the first start (else 400)
             * @example 2030-06-12
             */
            rentalStartDate?: string;
            /**
             * @description If sent, must equal the server figure (else 409)
             * @example 130.00
             */
            subtotal?: string | number;
            /**
             * @description The quote's total the shop showed; a different server total answers 409 QUOTE_CHANGED with the new quote
             * @example 143.00
             */
            total?: string | number;
            /**
             * @description Town or city; required unless deliveryAddress is sent
             * @example London
             */
            town?: string;
        };
        OrderItemViewDto: {
            /**
             * @description A declined line's reason
             * @enum {string|null}
             */
            declineReason: "unavailable" | "needs-care" | "size-changed" | "other" | null;
            /** @enum {number} */
            duration: 2 | 4;
            /**
             * Format: date
             * @description Last rental day of the line
             */
            endDate: string | null;
            /** Format: uuid */
            id: string;
            /** @description The free backup size of the line before it: unit price 0, quantity 1, sent and returned with it */
            isBackup: boolean;
            /**
             * Format: uuid
             * @description Null once the product is deleted
             */
            productId: string | null;
            /** @description The name when ordered */
            productName: string;
            /** @example 1 */
            quantity: number;
            /**
             * Format: date-time
             * @description When an open request expires unanswered
             */
            requestDeadline: string | null;
            /**
             * @description The line's booking request to its lender (or the admin); a backup size follows its line
             * @enum {string}
             */
            requestState: "requested" | "accepted" | "declined" | "expired";
            /** @example 10 */
            size: string;
            /**
             * Format: date
             * @description First rental day of the line
             */
            startDate: string | null;
            /**
             * @description The unit price when ordered
             * @example 65.00
             */
            unitPrice: string;
        };
        OrderLineDto: {
            /**
             * @description A free backup size: another of the product's sizes, one unit held for the same dates and sent with this line at £0 (one per dress). Left out: none
             * @example 12
             * @enum {string}
             */
            backupSize?: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
            /**
             * @description Rental length in days
             * @example 2
             * @enum {number}
             */
            duration: 2 | 4;
            /**
             * Format: uuid
             * @description An existing product id; unknown ids answer 404
             */
            productId: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description One of the product's availableSizes
             * @example 10
             * @enum {string}
             */
            size: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
            /**
             * Format: date
             * @description First rental day (the event date): 2 days from today at the soonest. Optional: a cart line is kept undated until it is chosen; an order line takes order.rentalStartDate
             * @example 2030-06-12
             */
            startDate?: string;
            /**
             * @description If sent, must equal the server unit price (else 409)
             * @example 65.00
             */
            unitPrice?: string | number;
        };
        OrderPaymentViewDto: {
            /**
             * @description What the renter owes: the order's total, less the dresses declined or not confirmed in time
             * @example 153.00
             */
            amountDue: string;
            /**
             * @description Held on a card, not yet captured
             * @example 0.00
             */
            authorised: string;
            /** @description How to pay, while a bank transfer is awaited */
            bankTransfer: components["schemas"]["BankTransferInstructionsDto"] | null;
            /**
             * Format: date-time
             * @description The dates are held until then for an open card payment
             */
            holdExpiresAt: string | null;
            /**
             * @description Captured or recorded
             * @example 153.00
             */
            paid: string;
            /** @enum {string} */
            provider: "manual" | "stripe";
            /** @description The hosted card payment page, while it is open */
            redirectUrl: string | null;
            /** @example 0.00 */
            refunded: string;
            /** @enum {string} */
            status: "awaiting-payment" | "authorised" | "paid" | "partially-refunded" | "refunded" | "void";
        };
        OrderReceiptLineDto: {
            /**
             * @description A declined dress's reason
             * @enum {string|null}
             */
            declineReason: "unavailable" | "needs-care" | "size-changed" | "other" | null;
            /** @enum {number} */
            duration: 2 | 4;
            /** Format: date */
            endDate: string | null;
            /** @description The free backup size of the dress above it: £0, sent and returned with it */
            isBackup: boolean;
            /** @description The name when ordered */
            productName: string;
            /** @description The product page's slug; null once the product is deleted */
            productSlug: string | null;
            /** @example 1 */
            quantity: number;
            /**
             * @description Whether its lender has confirmed it; a backup size follows its dress
             * @enum {string}
             */
            requestState: "requested" | "accepted" | "declined" | "expired";
            /** @example 10 */
            size: string;
            /** Format: date */
            startDate: string | null;
            /**
             * @description The unit price when ordered
             * @example 65.00
             */
            unitPrice: string;
        };
        OrderReceiptViewDto: {
            /** @example 15.00 */
            cleaningFee: string;
            /** Format: date-time */
            createdAt: string;
            customerName: string;
            deliveryAddress: string;
            /**
             * @description A promo code's discount off the rental fees; '0.00' without one
             * @example 10.00
             */
            discount: string;
            /** @description Her dresses as they left: the photos and note of each line’s dispatch record */
            dispatchPhotos: components["schemas"]["DispatchPhotosViewDto"][];
            /** Format: uuid */
            id: string;
            /** @example 8.00 */
            insurance: string;
            /** @description Late return fees, once the order is past its return post; else null */
            lateFees: components["schemas"]["LateFeesViewDto"] | null;
            lines: components["schemas"]["OrderReceiptLineDto"][];
            /** @description Paid, awaiting payment (with how to pay) or refunded */
            payment: components["schemas"]["OrderPaymentViewDto"];
            /** @example GETDRESSED */
            promoCode: string | null;
            /**
             * @description The last 8 characters of the id, upper case
             * @example 2C3D4E5F
             */
            reference: string;
            /** Format: date */
            rentalEndDate: string;
            /** Format: date */
            rentalStartDate: string;
            /**
             * Format: date
             * @description The day the dresses go back in the post: the day after the last rental day
             */
            returnDate: string;
            /** @description The parcel and its carrier's tracking page, once dispatched with a tracking reference; else null */
            shipment: components["schemas"]["ShipmentViewDto"] | null;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "cancelled";
            /** @example 130.00 */
            subtotal: string;
            /** @example 153.00 */
            total: string;
        };
        OrderStatusDto: {
            /**
             * @description Only with status processing (else 400). Who carries the parcel; royal-mail when a tracking reference is given without one
             * @example royal-mail
             * @enum {string}
             */
            carrier?: "royal-mail" | "parcelforce" | "dpd" | "evri";
            /**
             * @description Only with status completed (else 400): how the dresses came back; default as-sent
             * @enum {string}
             */
            condition?: "as-sent" | "needs-cleaning" | "damaged" | "missing-items";
            /** @description With processing or completed: the condition record's note */
            note?: string;
            /**
             * @description With processing or completed: the condition record's photos, uploaded by the admin (POST /api/objects/upload)
             * @example [
             *       "/objects/uploads/3f1c2d4e-0000-4000-8000-000000000000"
             *     ]
             */
            photos?: string[];
            /**
             * Format: date
             * @description Only with status completed (else 400): the UK day the dresses came back; default today, never in the future or before the dispatch
             */
            receivedOn?: string;
            /**
             * @example processing
             * @enum {string}
             */
            status: "pending" | "processing" | "completed" | "cancelled";
            /**
             * @description Only with status processing (else 400). The parcel reference as printed on the label: spaces are removed and letters upper-cased, then 8-30 of A-Z and 0-9
             * @example AB123456789GB
             */
            trackingReference?: string;
        };
        OrderViewDto: {
            /** @example 15.00 */
            cleaningFee: string;
            /** Format: date-time */
            createdAt: string;
            customerEmail: string;
            customerName: string;
            customerPhone: string;
            deliveryAddress: string;
            /**
             * @description A promo code's discount off the rental fees; '0.00' without one
             * @example 10.00
             */
            discount: string;
            /** Format: uuid */
            id: string;
            /** @example 8.00 */
            insurance: string;
            items: components["schemas"]["OrderItemViewDto"][];
            /** @description Fees for a return past its post day; null on an order never overdue */
            lateFees: components["schemas"]["LateFeesViewDto"] | null;
            payment: components["schemas"]["OrderPaymentViewDto"];
            /**
             * @description The promo code used
             * @example GETDRESSED
             */
            promoCode: string | null;
            /**
             * Format: date
             * @description The last rental day of any line
             */
            rentalEndDate: string;
            /**
             * Format: date
             * @description The first rental day of any line
             */
            rentalStartDate: string;
            /** @description The parcel, once dispatched with a tracking reference; else null */
            shipment: components["schemas"]["ShipmentViewDto"] | null;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "cancelled";
            /** @example 130.00 */
            subtotal: string;
            /** @example 143.00 */
            total: string;
        };
        OwedItemViewDto: {
            /** @example 15.00 */
            amount: string;
            /** Format: date-time */
            createdAt: string;
            customerName: string;
            /** @example Late return fee, Thu 12 Nov 2026 */
            description: string;
            /**
             * @description The card's decline code, or no-card
             * @example card_declined
             */
            failureCode: string | null;
            /**
             * Format: uuid
             * @description The late fee's id, or the owed charge's
             */
            id: string;
            /** @enum {string} */
            kind: "late-fee" | "damage";
            /** Format: uuid */
            orderId: string;
        };
        PaymentMovementViewDto: {
            /** @example 153.00 */
            amount: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "authorised" | "captured" | "released" | "refunded" | "recorded";
            /** @example bank-transfer */
            method: string | null;
            /** @description The provider's id, or the admin's reference */
            providerReference: string | null;
            reason: string | null;
        };
        PayoutFileDownloadDto: {
            clientAddress: string | null;
            /** Format: date-time */
            downloadedAt: string;
            /** @example admin:3f2a9c01b7de */
            downloadedBy: string;
            /** Format: uuid */
            id: string;
        };
        PayoutRunDetailDto: {
            /** Format: date-time */
            createdAt: string;
            downloadCount: number;
            /** @description The newest bank-file downloads */
            downloads: components["schemas"]["PayoutFileDownloadDto"][];
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            paidAt: string | null;
            payoutCount: number;
            /** @example 2026-10 */
            period: string;
            /** @description Lenders with earnings in the period who could not be paid */
            skippedLenders: number;
            /** @enum {string} */
            status: "scheduled" | "paid";
            totalPence: number;
        };
        PayoutRunRequestDto: {
            /**
             * @description 'YYYY-MM': a UK month from the first month a lender earned anything to the last month that has ended
             * @example 2026-10
             */
            period: string;
        };
        PayoutRunViewDto: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            paidAt: string | null;
            payoutCount: number;
            /** @example 2026-10 */
            period: string;
            /** @enum {string} */
            status: "scheduled" | "paid";
            totalPence: number;
        };
        PayoutViewDto: {
            amountPence: number;
            /** @description The rentals it pays */
            earnings: components["schemas"]["LenderEarningDto"][];
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            paidAt: string | null;
            /** @example 2026-10 */
            period: string;
            /** Format: uuid */
            runId: string;
            /** @enum {string} */
            status: "scheduled" | "paid";
        };
        PendingHolderViewDto: {
            /** @description Client addresses the orders came from (IPv6 as its /64) */
            addresses: string[];
            /** @description Normalised emails of the client’s pending orders */
            emails: string[];
            /** @description The pending orders, oldest first */
            orders: components["schemas"]["OrderViewDto"][];
            /** @description Normalised phone numbers */
            phones: string[];
            /** @description Dresses held by these pending orders */
            units: number;
        };
        PlaceOrderDto: {
            /** @description The renter agrees to later charges on her card ("I agree that Designer Wardrobe may later charge the card I pay with for a late return (£15 a day, at most the 4-day price of what I rent) or for damage, without asking me again."): the card is saved for them. Required (true) when the shop takes cards; 400 CHARGES_CONSENT_REQUIRED without it. Ignored for bank transfers. */
            chargesConsent?: boolean;
            items: components["schemas"]["OrderLineDto"][];
            order: components["schemas"]["OrderCustomerDto"];
            /**
             * @description A promo code, any case. One it cannot use answers 400 or 409 with its own code and message, and nothing is stored
             * @example GETDRESSED
             */
            promoCode?: string;
            /** @description The cart session to empty once the order is stored */
            sessionId?: string;
        };
        ProductAvailabilityViewDto: {
            /** @description The dress's own notice and start-date window */
            bookingRules: components["schemas"]["BookingRulesDto"];
            /** Format: date */
            from: string;
            /** Format: uuid */
            productId: string;
            sizes: components["schemas"]["SizeAvailabilityDto"][];
            /** Format: date */
            to: string;
            /**
             * Format: date
             * @description Today in the UK
             */
            today: string;
        };
        ProductCalendarViewDto: {
            bookings: components["schemas"]["BookingViewDto"][];
            /** Format: uuid */
            productId: string;
            /**
             * @example {
             *       "10": 1
             *     }
             */
            stock: {
                [key: string]: number;
            };
        };
        ProductCardViewDto: {
            availableSizes: string[];
            /** @example 65.00 */
            basePrice: string;
            brand: string | null;
            /** @example evening-gown */
            category: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            imageUrl: string | null;
            imageUrls: string[];
            name: string;
            occasions: string[];
            /** @description Its visible verified reviews, summed */
            rating: components["schemas"]["RatingSummaryDto"];
            /** @example 110.00 */
            rentalPrice4Day: string | null;
            /** @example 450.00 */
            retailPrice: string | null;
            /** @example aurora-sequin-gown */
            slug: string;
        };
        ProductInputDto: {
            /**
             * Format: date
             * @description First start date. Omitted on update: kept; null: none.
             */
            availableFrom?: string | null;
            /**
             * @example [
             *       "8",
             *       "10",
             *       "12"
             *     ]
             */
            availableSizes: ("4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22")[];
            /**
             * Format: date
             * @description Last start date. Omitted on update: kept; null: none.
             */
            availableUntil?: string | null;
            /**
             * @description Two-day price in pounds (string or number, at most 2 decimals)
             * @example 65.00
             */
            basePrice: string | number;
            /** @example Jenny Packham */
            brand?: string | null;
            /**
             * @example evening-gown
             * @enum {string}
             */
            category: "evening-gown" | "cocktail-dress" | "party-dress" | "wedding-guest-dress" | "formal-suit" | "midi-dress" | "maxi-dress" | "little-black-dress" | "prom-dress" | "bridal-dress";
            /** @example A floor-length gown in champagne sequins. */
            description: string;
            /**
             * @example [
             *       "/objects/uploads/2d7c…"
             *     ]
             */
            imageUrls: string[];
            /**
             * @description Days of notice a rental needs. Omitted on update: kept; null: none.
             * @example 7
             */
            minNoticeDays?: number | null;
            /** @example Aurora Sequin Gown */
            name: string;
            /**
             * @example [
             *       "black-tie"
             *     ]
             */
            occasions?: ("wedding-guest" | "formal-event" | "cocktail-party" | "gala-awards" | "date-night" | "work-event" | "holiday-party" | "other-special-occasion" | "black-tie" | "white-tie" | "mother-of-the-bride")[];
            /** @description The shop's own dress waits for the admin's answer to each booking request. Omitted on update: kept; false on create. */
            requiresApproval?: boolean;
            /** @example 450.00 */
            retailPrice?: (string | number) | null;
            /**
             * @description Units per size (keys among availableSizes); sizes left out get one. Omitted on update: kept.
             * @example {
             *       "10": 2
             *     }
             */
            stock?: {
                [key: string]: number;
            };
        };
        ProductViewDto: {
            availableSizes: string[];
            /** @example 65.00 */
            basePrice: string;
            /** @description Start dates outside these are refused (400 INVALID_START_DATE) */
            bookingRules: components["schemas"]["BookingRulesDto"];
            brand: string | null;
            /** @example evening-gown */
            category: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: uuid */
            id: string;
            imageUrl: string | null;
            imageUrls: string[];
            name: string;
            occasions: string[];
            /** @description Its visible verified reviews, summed */
            rating: components["schemas"]["RatingSummaryDto"];
            /** @example 110.00 */
            rentalPrice4Day: string | null;
            /** @description The server's price for each rental length (2 and 4 days): basePrice, and rentalPrice4Day or the 4-day rule */
            rentalPrices: components["schemas"]["RentalPriceViewDto"][];
            /** @description The shop's own dress waits for the admin's answer to each booking (false: accepted at once) */
            requiresApproval: boolean;
            /** @example 450.00 */
            retailPrice: string | null;
            /** @example aurora-sequin-gown */
            slug: string;
            /**
             * @description Units of each available size
             * @example {
             *       "8": 1,
             *       "10": 2
             *     }
             */
            stock: {
                [key: string]: number;
            };
        };
        PromoProblemDto: {
            /** @example PROMO_CODE_EXPIRED */
            code: components["schemas"]["ErrorCode"];
            /** @example The code SUMMER15 has expired. */
            message: string;
        };
        PromotionInputDto: {
            /**
             * @description Required for a fixed promotion
             * @example 10.00
             */
            amountOff?: string | null;
            /**
             * @description Stored upper case
             * @example SUMMER15
             */
            code: string;
            /** @example 15% off summer rentals */
            description?: string;
            /** @default false */
            firstOrderOnly: boolean;
            /** @enum {string} */
            kind: "fixed" | "percent";
            /**
             * @description Least rental fees the code needs; null for none
             * @example 100.00
             */
            minSpend?: string | null;
            percentOff?: number | null;
            perRenterLimit?: number | null;
            totalLimit?: number | null;
            /**
             * Format: date
             * @description First UK day it can be used; null from now
             */
            validFrom?: string | null;
            /**
             * Format: date
             * @description Last UK day it can be used; null for no end
             */
            validTo?: string | null;
        };
        PromotionViewDto: {
            /**
             * @description Fixed promotions: the amount off the rental fees
             * @example 10.00
             */
            amountOff: string | null;
            /** @example GETDRESSED */
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** @example £10 off your first rental */
            description: string;
            /**
             * Format: date-time
             * @description When the admin ended it
             */
            endedAt: string | null;
            /** @description Only a renter's first order (by e-mail) may use it */
            firstOrderOnly: boolean;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "fixed" | "percent";
            /**
             * @description Least rental fees (before the discount) the code needs
             * @example 100.00
             */
            minSpend: string | null;
            /**
             * @description Percentage promotions: whole percent off the rental fees
             * @example null
             */
            percentOff: number | null;
            /** @description Redemptions allowed per renter e-mail; null is no limit */
            perRenterLimit: number | null;
            /** @description Orders that used it */
            redemptions: number;
            /** @description Redemptions allowed in all; null is no limit */
            totalLimit: number | null;
            /**
             * Format: date
             * @description First UK day it can be used
             */
            validFrom: string | null;
            /**
             * Format: date
             * @description Last UK day it can be used
             */
            validTo: string | null;
        };
        QuoteLineViewDto: {
            /**
             * @description A second size of the dress held free with this line for its dates (one unit, £0.00, never priced); null without one
             * @example 12
             */
            backupSize: string | null;
            /**
             * Format: uuid
             * @description The cart line's id; null for an order's line
             */
            cartItemId: string | null;
            /** @enum {number} */
            duration: 2 | 4;
            /**
             * @description unitPricePence × quantity
             * @example 6500
             */
            lineTotalPence: number;
            /** Format: uuid */
            productId: string;
            productName: string;
            /** @example 1 */
            quantity: number;
            /** @example 10 */
            size: string;
            /** Format: date */
            startDate: string | null;
            /**
             * @description One unit for this duration, in pence
             * @example 6500
             */
            unitPricePence: number;
        };
        QuoteViewDto: {
            /** @example 1500 */
            cleaningFeePence: number;
            /**
             * @description The promo code's discount in pence, off the rental fees only; 0 without one
             * @example 1000
             */
            discountPence: number;
            /** @example 800 */
            insurancePence: number;
            lines: components["schemas"]["QuoteLineViewDto"][];
            /**
             * @description The code applied; null when none applies
             * @example GETDRESSED
             */
            promoCode: string | null;
            /** @description Why the code asked for cannot be used; null otherwise */
            promoProblem: components["schemas"]["PromoProblemDto"] | null;
            /**
             * @description The rental fees in pence: Σ unit price × quantity
             * @example 6500
             */
            subtotalPence: number;
            /**
             * @description subtotalPence − discountPence + cleaningFeePence + insurancePence: what checkout charges, in pence
             * @example 7800
             */
            totalPence: number;
        };
        RatingSummaryDto: {
            /**
             * @description Average stars, one decimal; null without reviews
             * @example 4.3
             */
            average: number | null;
            /**
             * @description Visible verified reviews
             * @example 12
             */
            count: number;
            /**
             * @description The fit most reviewers gave (a tie with 'true-to-size' is true to size; small and large tied: null)
             * @enum {string|null}
             */
            fit: "runs-small" | "true-to-size" | "runs-large" | null;
        };
        ReceiptInputDto: {
            /**
             * @description Default as-sent
             * @enum {string}
             */
            condition?: "as-sent" | "needs-cleaning" | "damaged" | "missing-items";
            note?: string;
            /** @description Her own uploads (POST /api/objects/upload) */
            photos?: string[];
            /**
             * Format: date
             * @description The UK day it came back; default today, never in the future or before the dispatch
             */
            receivedOn?: string;
        };
        ReceiptResultDto: {
            /** @description True when this was the last line back and the order is now completed */
            completed: boolean;
        };
        ReconciliationViewDto: {
            balanced: boolean;
            /** @example 1530.00 */
            captured: string;
            /** @example 165.00 */
            cleaning: string;
            /**
             * @description Awarded to lenders from claims decided this month
             * @example 120.00
             */
            damageAwards: string;
            /**
             * @description Damage charges taken this month (card or recorded)
             * @example 120.00
             */
            damageCharges: string;
            /** @example 10.00 */
            discounts: string;
            /**
             * @description rentalFees + cleaning + insurance - discounts - released - refunded
             * @example 1643.00
             */
            expectedNet: string;
            /** @example 88.00 */
            insurance: string;
            /**
             * @description Late fees taken this month (card or recorded)
             * @example 45.00
             */
            lateFees: string;
            /** @example 1224.00 */
            lenderShare: string;
            /** @example 2026-11 */
            month: string;
            /**
             * @description captured + recorded - refunded
             * @example 1643.00
             */
            net: string;
            orderCount: number;
            /**
             * @description Late fees and damage charges still owed today
             * @example 15.00
             */
            owedOutstanding: string;
            /** @example 153.00 */
            recorded: string;
            /** @example 40.00 */
            refunded: string;
            /**
             * @description Lines declined or expired before the money was taken
             * @example 0.00
             */
            released: string;
            /** @example 1400.00 */
            rentalFees: string;
            /**
             * @description totalTaken - lenderShare - damageAwards
             * @example 464.00
             */
            shopShare: string;
            /**
             * @description net + lateFees + damageCharges
             * @example 1808.00
             */
            totalTaken: string;
        };
        RecordPaymentDto: {
            /**
             * @description The order's total, in pounds and pence
             * @example 153.00
             */
            amount: string;
            /** @enum {string} */
            method: "bank-transfer" | "card-terminal" | "cash" | "other";
            /**
             * @description The bank statement line or receipt number
             * @example HSBC 2026-11-28 3D4E5F6A
             */
            reference: string;
        };
        RefundDto: {
            /**
             * @description At most what was taken less refunds so far
             * @example 40.00
             */
            amount: string;
            /** @example Arrived a day late */
            reason: string;
        };
        RentalPriceViewDto: {
            /**
             * @example 4
             * @enum {number}
             */
            duration: 2 | 4;
            /**
             * @description One unit for this many days, as the cart and checkout price it
             * @example 111.00
             */
            price: string;
        };
        RenterConversationViewDto: {
            dressNames: string[];
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastMessageAt: string | null;
            /** @description The lender's first name only */
            lenderFirstName: string;
            /** @description Contact details pass once the booking is confirmed */
            unlocked: boolean;
            /** @description Messages from the lender not yet read */
            unreadCount: number;
        };
        RequestAnswerDto: {
            /**
             * @example accept
             * @enum {string}
             */
            decision: "accept" | "decline";
            /** @description A decline may say more (kept for the shop, not sent to the renter) */
            note?: string;
            /**
             * @description Required to decline
             * @enum {string}
             */
            reason?: "unavailable" | "needs-care" | "size-changed" | "other";
        };
        ResponseStatsDto: {
            accepted: number;
            declined: number;
            expired: number;
            /** @description Median hours from request to her answer */
            medianHours: number | null;
            /** @description Answered by her over all decided, 0-1 */
            rate: number | null;
        };
        ReviewableLineDto: {
            imageUrl: string | null;
            /** Format: uuid */
            orderItemId: string;
            /** Format: uuid */
            productId: string | null;
            productName: string;
            productSlug: string | null;
            /** @description Already reviewed (a second review is a 409) */
            reviewed: boolean;
            /** @example 10 */
            size: string;
        };
        ReviewHiddenDto: {
            /** @description true hides it from the shop (and its rating); false shows it again */
            hidden: boolean;
            /** @description Required when hiding: why, for the record */
            reason?: string;
        };
        ReviewInvitationViewDto: {
            /** @example Ada */
            firstName: string;
            /** @description The dresses she rented (backup sizes are not reviewed) */
            lines: components["schemas"]["ReviewableLineDto"][];
            /** @example 2C3D4E5F */
            orderReference: string;
        };
        ReviewPhotoUploadDto: {
            /**
             * @description The file's type; anything else is refused with 415
             * @enum {string}
             */
            contentType?: "image/jpeg" | "image/png" | "image/webp" | "image/avif";
            /** @description The file's size in bytes; over the limit is refused with 413 */
            size?: number;
            /** @description The token of the e-mailed review link */
            token: string;
        };
        ReviewViewDto: {
            /**
             * @description First name and initial
             * @example Ada L.
             */
            author: string;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            fit: "runs-small" | "true-to-size" | "runs-large";
            /** Format: uuid */
            id: string;
            /** @example /objects/uploads/0b9c… */
            photoUrl: string | null;
            rating: number;
            /** @description Plain text */
            text: string;
        };
        SentMessageViewDto: {
            message: components["schemas"]["ConversationMessageViewDto"];
            /** @description Why parts of the message were hidden; null when nothing was */
            notice: string | null;
        };
        SessionStateDto: {
            isAuthenticated: boolean;
        };
        ShipmentViewDto: {
            /**
             * @example royal-mail
             * @enum {string}
             */
            carrier: "royal-mail" | "parcelforce" | "dpd" | "evri";
            /** @example Royal Mail */
            carrierName: string;
            /**
             * @description The parcel reference, upper case without spaces
             * @example AB123456789GB
             */
            reference: string;
            /**
             * Format: uri
             * @description The carrier's public tracking page for the parcel
             * @example https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB
             */
            trackingUrl: string;
        };
        SignInLinkRequestDto: {
            /** @example amelia@example.co.uk */
            email: string;
        };
        SignInLinkSentDto: {
            /** @description The same whether or not an account has the address */
            message: string;
        };
        SignInWithLinkDto: {
            /**
             * @description The `token` of the e-mailed link's query
             * @example q1w2e3…
             */
            token: string;
        };
        SizeAvailabilityDto: {
            /** @description Days on which every unit of the size is held */
            fullDays: string[];
            /** @example 10 */
            size: string;
            /** @example 1 */
            units: number;
        };
        StoredImageDto: {
            /** @example /objects/uploads/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b */
            objectPath: string;
        };
        SubscribeAcceptedDto: {
            /** @example Check Your Inbox - We have e-mailed you a link to confirm your subscription. It works for 7 days. */
            message: string;
        };
        SubscribedDto: {
            /** @example true */
            subscribed: boolean;
        };
        SubscribeDto: {
            /** @example New newsletter subscription */
            _subject?: string;
            /** @example ann@example.co.uk */
            email: string;
            message?: string;
        };
        UnreadCountViewDto: {
            unreadCount: number;
        };
        UnsubscribedDto: {
            /** @example false */
            subscribed: boolean;
        };
        UploadRequestDto: {
            /**
             * @description The file's type; anything else is refused with 415
             * @enum {string}
             */
            contentType?: "image/jpeg" | "image/png" | "image/webp" | "image/avif";
            /** @description The file's size in bytes; over the limit is refused with 413 */
            size?: number;
        };
        UploadTicketDto: {
            /** @example /objects/uploads/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b */
            objectPath: string;
            /** @description PUT the file here with its Content-Type, within 10 minutes */
            uploadURL: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    AdminAuthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStateDto"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClaimsAdminController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description unanswered: open and past its answer deadline */
                status?: "open" | "answered" | "unanswered" | "decided";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claims with their deadlines; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClaimsAdminController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClaimsAdminController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimDecisionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                status?: "queued" | "sending" | "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Outbox messages, newest first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailListItemDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDetailDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NotificationsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailListItemDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Logged in; sets the httpOnly session cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStateDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStateDto"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminMessagesController_hide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HideMessageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ClaimsAdminController_conditionRecords: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConditionRecordViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminMessagesController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By conversation, then oldest first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsAdminController_month: {
        parameters: {
            query: {
                /** @description A UK month, YYYY-MM */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PayoutsAdminController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payout runs, newest month first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRunViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PayoutsAdminController_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutRunRequestDto"];
            };
        };
        responses: {
            /** @description The month had been run: its run, unchanged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRunViewDto"];
                };
            };
            /** @description The new run */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRunViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PayoutsAdminController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRunDetailDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PayoutsAdminController_bankFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PayoutsAdminController_markPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRunViewDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PayoutsAdminController_payoutsOf: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run's payouts; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayoutViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminProductsController_list: {
        parameters: {
            query?: {
                /** @description Created on or after this UK day */
                from?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description Search text */
                q?: string;
                /** @description price sorts by the 2-day price */
                sort?: "createdAt-desc" | "createdAt-asc" | "name-asc" | "price-asc" | "price-desc";
                /** @description Created on or before this UK day (not before from) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products, newest first unless sorted otherwise; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PromotionsController_list: {
        parameters: {
            query?: {
                /** @description Created on or after this UK day */
                from?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description Search text */
                q?: string;
                /** @description Created on or before this UK day (not before from) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Promo codes with their redemptions so far; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PromotionsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PromotionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PromotionsController_end: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionViewDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    DashboardController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSummaryDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CartController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddDto"];
            };
        };
        responses: {
            /** @description The new line, or the existing line with the added quantity */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartItemViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CartController_setQuantity: {
        parameters: {
            query?: never;
            header: {
                /** @description The cart session that owns the line; another session gets 404 and changes nothing */
                "X-Session-Id": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartQuantityDto"];
            };
        };
        responses: {
            /** @description The line; when a new start date made it match another line, that line with both quantities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartItemViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CartController_remove: {
        parameters: {
            query?: never;
            header: {
                /** @description The cart session that owns the line; another session gets 404 and changes nothing */
                "X-Session-Id": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CartController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's lines, oldest first, with server prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartItemViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CartController_quote: {
        parameters: {
            query?: {
                /** @description A promo code to apply, any case; text that cannot be a code is refused (400) */
                promoCode?: string;
            };
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every figure of the cart's order as checkout would charge it now, with the promo code applied or the reason it cannot be. The shop shows these and sends the total back when placing the order (409 QUOTE_CHANGED with the new quote if it moved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CartController_clear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every line of the session removed (after an order, or 'clear cart') */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    CatalogueController_page: {
        parameters: {
            query?: {
                /** @description Only dresses with a free unit for a rental starting this day */
                availableOn?: string;
                /** @description Exact brand, any letter case */
                brand?: string;
                /** @description Category or occasion slug, or a link alias such as wedding-guest */
                category?: string;
                /** @description Rental length for availableOn, in days */
                duration?: "2" | "4";
                /** @description Highest base price in pounds */
                maxPrice?: string;
                /** @description Lowest base price in pounds */
                minPrice?: string;
                occasion?: "wedding-guest" | "formal-event" | "cocktail-party" | "gala-awards" | "date-night" | "work-event" | "holiday-party" | "other-special-occasion" | "black-tie" | "white-tie" | "mother-of-the-bride";
                page?: number;
                pageSize?: number;
                /** @description Words to find in name, brand and description (each matches the start of a word; every word must match). Search operators (quotes, *, a word led by - or +, OR, AND, NOT, NEAR, MATCH in capitals) are refused with a 400. */
                q?: string;
                size?: "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
                /** @description featured is newest first; ties are broken by id */
                sort?: "featured" | "price-asc" | "price-desc" | "newest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CataloguePageDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ListingsController_list: {
        parameters: {
            query?: {
                /** @description Created on or after this UK day */
                from?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description Search text */
                q?: string;
                sort?: "createdAt-desc" | "createdAt-asc" | "name-asc";
                status?: "pending" | "approved" | "rejected" | "live";
                /** @description Created on or before this UK day (not before from) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dress listings, newest first unless sorted otherwise; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ListingsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ListingsController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthViewDto"];
                };
            };
            /** @description The database or storage is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthViewDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status?: string;
                    };
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LateFeesAdminController_list: {
        parameters: {
            query?: {
                /** @description Only this order's fees */
                orderId?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description Only fees in this state (owed: declined or no card, to collect) */
                state?: "charged" | "owed" | "failed" | "collected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per order and late day; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LateFeeViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LateFeesAdminController_notReturned: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dispatched orders reported not returned and still out; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotReturnedOrderViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LendersController_list: {
        parameters: {
            query?: {
                /** @description Created on or after this UK day */
                from?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description Search text */
                q?: string;
                sort?: "createdAt-desc" | "createdAt-asc" | "name-asc";
                status?: "pending" | "approved" | "rejected";
                /** @description Created on or before this UK day (not before from) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lender accounts, newest first unless sorted otherwise; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderAccountViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LendersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderAccountInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderAccountCreatedDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LendersController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderAccountViewDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminRequestsController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseStatsDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LendersController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderAccountViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderBookingsController_block: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderBlockInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderBookingDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderBookingsController_unblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block is gone and its days are free again */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderBookingsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description Only this dress (one of the lender’s live products) */
                productId?: string;
                /** @description upcoming: ending today or later (UK day) */
                when?: "upcoming" | "past";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her rentals and blocks; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderBookingDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderClaimsController_received: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResultDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderClaimsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description unanswered: open and past its answer deadline */
                status?: "open" | "answered" | "unanswered" | "decided";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her claims; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderClaimsController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderClaimsController_conditionRecords: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her records; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConditionRecordViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderConversationsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her conversations with unread counts; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderConversationViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderConversationsController_messages: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages, newest last; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationMessageViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderConversationsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMessageViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderConversationsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every message from the renter so far is read */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderConversationsController_unread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCountViewDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderPayoutsController_earnings: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her earnings; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderEarningDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderPayoutsController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarningsSummaryDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderListingsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                status?: "pending" | "approved" | "rejected" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her listings; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderListingDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderListingsController_resubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderListingInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderListingDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderListingsController_setBookingRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingRulesInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderListingDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderListingsController_changePrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingPricesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderListingDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderMeController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderMeDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderMeController_changeBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankDetailsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderMeDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderPayoutsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her payouts; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderRequestsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her requests; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderRequestViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderRequestsController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestAnswerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderRequestViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderRequestsController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseStatsDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderReviewsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reviews of her dresses; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderReviewViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderSessionController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInWithLinkDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderMeDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Gone (a used or expired sign-in link) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderSessionController_end: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when there was no session) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    LenderSessionController_requestLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInLinkRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInLinkSentDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeAcceptedDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmSubscriptionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribedDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterController_status: {
        parameters: {
            query: {
                /** @description The signed token from the unsubscribe link */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscriptionDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NewsletterController_unsubscribe: {
        parameters: {
            query: {
                /** @description The signed token from the unsubscribe link */
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribedDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    UploadsController_issue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UploadRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadTicketDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_list: {
        parameters: {
            query?: {
                /** @description Created on or after this UK day */
                from?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description Only orders whose payment stands so */
                paymentStatus?: "awaiting-payment" | "authorised" | "paid" | "partially-refunded" | "refunded" | "void";
                /** @description Search text */
                q?: string;
                sort?: "createdAt-desc" | "createdAt-asc" | "total-desc" | "total-asc";
                status?: "pending" | "processing" | "completed" | "cancelled";
                /** @description Created on or before this UK day (not before from) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders, newest first unless sorted otherwise; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_place: {
        parameters: {
            query?: never;
            header?: {
                /** @description One per checkout attempt (1-128 of A-Z a-z 0-9 _ - : .); a retry with the same body replays the first order */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderDto"];
            };
        };
        responses: {
            /** @description The order, priced by the server; the session cart is emptied */
            201: {
                headers: {
                    /** @description 'true' when an earlier request with this key created the order */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_receipt: {
        parameters: {
            query: {
                /** @description The order-page token from the confirmation e-mail (base64url) */
                token: unknown;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReceiptViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RenterConversationsController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description The order-page token from the confirmation e-mail (base64url); any wrong or missing token is a 404 */
                token?: components["schemas"]["Object"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's lenders by first name, with unread counts; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenterConversationViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RenterConversationsController_messages: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description The order-page token from the confirmation e-mail (base64url); any wrong or missing token is a 404 */
                token?: components["schemas"]["Object"];
            };
            header?: never;
            path: {
                conversationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages, newest last; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationMessageViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RenterConversationsController_send: {
        parameters: {
            query?: {
                /** @description The order-page token from the confirmation e-mail (base64url); any wrong or missing token is a 404 */
                token?: components["schemas"]["Object"];
            };
            header?: never;
            path: {
                conversationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMessageViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RenterConversationsController_read: {
        parameters: {
            query?: {
                /** @description The order-page token from the confirmation e-mail (base64url); any wrong or missing token is a 404 */
                token?: components["schemas"]["Object"];
            };
            header?: never;
            path: {
                conversationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every message from the lender so far is read */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsAdminController_capture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPaymentViewDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsAdminController_movements: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorised, captured, released, refunded and recorded amounts; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMovementViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsAdminController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordPaymentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPaymentViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsAdminController_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPaymentViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_updateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RenterClaimsController_list: {
        parameters: {
            query: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description The order-page token from the confirmation e-mail */
                token: string;
            };
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claims on her order, newest first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RenterClaimsController_answer: {
        parameters: {
            query: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                /** @description The order-page token from the confirmation e-mail (base64url) */
                token: string;
            };
            header?: never;
            path: {
                claimId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimAnswerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    AdminRequestsController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestAnswerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_holders: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clients with orders not yet confirmed, most dresses first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingHolderViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OrdersController_cancelHolds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCancelDto"];
            };
        };
        responses: {
            /** @description Those still pending are cancelled in one transaction and their dates freed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCancelViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OwedAdminController_list: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per late day or damage charge; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwedItemViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    OwedAdminController_collected: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectedInputDto"];
            };
        };
        responses: {
            /** @description Recorded: it leaves the owed list */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductsController_list: {
        parameters: {
            query?: {
                /** @description Only dresses with a free unit for a rental starting this day */
                availableOn?: string;
                /** @description Category or occasion slug, or a link alias such as wedding-guest */
                category?: string;
                /** @description Rental length for availableOn, in days */
                duration?: "2" | "4";
                size?: "all" | "4" | "6" | "8" | "10" | "12" | "14" | "16" | "18" | "20" | "22";
                sort?: "featured" | "price-asc" | "price-desc" | "newest" | "default";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products, newest first, optionally filtered and sorted (ETag / 304) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductCalendarController_block: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockInputDto"];
            };
        };
        responses: {
            /** @description Units of a size taken out for some days (repairs, photography) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductCalendarController_unblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block is gone and its days are free again */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductCalendarController_bookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product's stock and its holds (orders and blocks) from last month on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCalendarViewDto"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductViewDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ProductAvailabilityController_forProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per size, the days on which no unit is free, from today for a year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAvailabilityViewDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_forProduct: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
            };
            header?: never;
            path: {
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Visible reviews, newest first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_forAdmin: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page */
                pageSize?: number;
                visibility?: "all" | "visible" | "hidden";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reviews, newest first; one page, the total in X-Total-Count */
            200: {
                headers: {
                    /** @description GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none) */
                    Link?: string;
                    /** @description How many rows match the filters, on every page */
                    "X-Total-Count"?: number;
                    /** @description `true` when more rows match than the list counts (X-Total-Count is then the cap): show "10,000+" */
                    "X-Total-Count-Capped"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReviewViewDto"][];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_setHidden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewHiddenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReviewViewDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin session (on lender routes: no lender session or token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewInvitationViewDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ReviewsController_photoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewPhotoUploadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadTicketDto"];
                };
            };
            /** @description Invalid input or unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    UploadsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with its type and long caching */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": components["schemas"]["ErrorBody"];
                    "image/jpeg": components["schemas"]["ErrorBody"];
                    "image/png": components["schemas"]["ErrorBody"];
                    "image/webp": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": components["schemas"]["ErrorBody"];
                    "image/jpeg": components["schemas"]["ErrorBody"];
                    "image/png": components["schemas"]["ErrorBody"];
                    "image/webp": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": components["schemas"]["ErrorBody"];
                    "image/jpeg": components["schemas"]["ErrorBody"];
                    "image/png": components["schemas"]["ErrorBody"];
                    "image/webp": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    UploadsController_put: {
        parameters: {
            query?: never;
            header: {
                "Content-Type": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredImageDto"];
                };
            };
            /** @description Forbidden (foreign origin, wrong lender token or bad upload signature) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict (illegal status transition, changed prices, reused idempotency key) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unexpected failure (no details leak) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
