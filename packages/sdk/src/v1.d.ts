// Generated from /v1/openapi.json by `npm run openapi:types`; do not edit.

export interface paths {
    "/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's audit log, newest first: each security- or money-relevant act (sign-ins, keys, provider keys, campaign launches and pauses, exports, do-not-contact and company-list changes…) with its actor, time, client address, target and a summary of the change. Filter by `action`, `actor` (a user id or e-mail, or an API key id) and a time range (`from` inclusive, `to` exclusive). The log is append-only and kept for the operator's retention period */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit events the filters select, newest first, as CSV (every matching event; cells that would start a formula get a leading '). The export is itself recorded */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List campaigns, newest first */
        get: operations["listCampaigns"];
        put?: never;
        /** Create a campaign (draft) */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a draft or paused campaign */
        patch: operations["updateCampaign"];
        trace?: never;
    };
    "/v1/campaigns/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive */
        post: operations["archiveCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign's change feed, oldest first: joined (delivered as a lead), changed (a watched person's employer, title, e-mail or mobile, with old and new values) and opted_out. Entries are numbered 1, 2, 3… in the order they committed; a reader that resumes from any cursor (`nextCursor`, `resumeCursor` or an entry's `cursor`) neither skips nor repeats an entry. Poll with `resumeCursor` for what came since. Entries are kept CHANGE_FEED_RETENTION_DAYS (default 90): a cursor standing before the kept ones answers 410 `cursor_expired`, read again without a cursor */
        get: operations["listCampaignChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Launch Checklist */
        get: operations["getCampaignChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/crm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign's `crm`: the connection every new delivery is pushed to */
        get: operations["getCampaignCrm"];
        /** Sets the campaign's `crm`: enabled, each lead it delivers from now on is pushed to the connection */
        put: operations["setCampaignCrm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplicate a campaign as a new draft named "… (copy)" (targeting, delivery, save-to-list and notifications; any status) */
        post: operations["duplicateCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/launch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Launch (draft → active) */
        post: operations["launchCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivered leads, newest first */
        get: operations["listCampaignLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every lead the campaign delivered as CSV (UTF-8 with a BOM) or XLSX (text cells), oldest first, in the columns of a preset */
        get: operations["exportCampaignLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause (active → paused) */
        post: operations["pauseCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset a draft: clears filters, delivery, save-to-list and notifications; keeps the name */
        post: operations["resetCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume (paused → active) */
        post: operations["resumeCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the account watches the campaign's delivered leads */
        get: operations["getCampaignWatch"];
        /** Watches the campaign's delivered leads: a change of one's employer, title, e-mail or mobile (an import, a re-verification) is one `contact.changed` event and a `changed` entry of the change feed. Watching twice changes nothing */
        put: operations["watchCampaign"];
        post?: never;
        /** Stops watching the campaign's delivered leads */
        delete: operations["unwatchCampaign"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quick Start templates */
        get: operations["listCampaignTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/company-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's company lists, newest first, with their match rates */
        get: operations["listCompanyLists"];
        put?: never;
        /** Saves a CSV (body, text/csv, up to 2 MB and 10,000 rows) of company domains and/or names as a new list: a header naming a `domain` (or `website`) and/or a `name` (or `company`) column, or one column without header. Each row matches a company by its domain first, then by its name (case, punctuation and legal forms such as Inc or GmbH ignored). The answer gives the match rate and the unmatched rows. A file that cannot be read (no such column, too large, not text, a cell a spreadsheet would run as a formula) is refused and nothing is saved. The file is read as UTF-8 (with or without a BOM), UTF-16 or Windows-1252, its separator (comma, semicolon, tab or pipe) taken from the first line. A row with broken quoting, a number of fields other than the first row's or bytes that are not text is never merged into another: without `acceptPartial=true` the file answers 422 listing each such row by line and saves nothing; with it, the other rows are imported and those listed in `unreadable`. */
        post: operations["uploadCompanyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/company-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company list: its match rate, the people it reaches and its unmatched rows */
        get: operations["getCompanyList"];
        put?: never;
        post?: never;
        /** Deletes a company list (409 while a draft, active or paused campaign uses it) */
        delete: operations["deleteCompanyList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contact/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrich 1 to 10 profiles (api = number of profiles)
         * @description Like /enrich for a batch. An empty batch or one over 10 entries is refused with 422, never truncated, and consumes nothing.
         */
        post: operations["enrichContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contact/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a profile (api 1)
         * @description Resolves one person and answers the profile without e-mail and mobile.
         */
        post: operations["lookUpContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contact/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll an enrichment result (free, unlimited)
         * @description Free and unlimited: consumes no allowance and is never rate-limited, so it has no 402 and no 429. Poll as often as you like; its RateLimit fields report the key's bucket without drawing from it.
         */
        get: operations["getEnrichmentResult"];
        put?: never;
        /**
         * Enrich a profile (api 1; email/mobile 1 per address/number delivered)
         * @description Resolves one person and answers the profile with the requested contacts. A contact whose counter cannot pay is left out and listed in `missing`; asking for a contact whose counter is at zero is refused up front with 402.
         */
        post: operations["enrichContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contact/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Imports the account's own contacts from a CSV (body, text/csv, a header row, up to 10 MB and 100,000 rows). The query maps fields to column headers (`email=E-mail&fn=First%20Name`…); without one, the mapping is suggested from the header names (First Name, Last Name, E-mail, Phone, Company, Job Title, Country…). Every row needs an e-mail address or a phone number with its country code. Rows that cannot be imported are reported by their row number; the rest are saved. The people belong to the importing account alone: they join its estimate, search, enrichment and campaigns, and no other account's. The same person imported again (same e-mail, else phone) is updated, not added twice, so repeating an import is safe. A file that cannot be read, or a mapping without an e-mail or phone column, changes nothing. The file is read as UTF-8 (with or without a BOM), UTF-16 or Windows-1252, its separator (comma, semicolon, tab or pipe) taken from the first line. A row with broken quoting, a number of fields other than the first row's or bytes that are not text is never merged into another: without `acceptPartial=true` the file answers 422 listing each such row by line and saves nothing; with it, the other rows are imported and those listed in `unreadable`. */
        post: operations["importContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contact/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search profiles (search 1 per call) */
        post: operations["searchContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's CRM connections */
        get: operations["listCrmConnections"];
        put?: never;
        /** Connects a CRM with a token (HubSpot: a private app's access token with the crm.objects.contacts.read/write and crm.schemas.contacts.read scopes; Pipedrive: a user's API token). The token is sealed and never shown again; the mapping starts from the CRM's own standard properties (HubSpot's contact properties, Pipedrive's person fields). */
        post: operations["createCrmConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A connection: its mapping, last sync and last error */
        get: operations["getCrmConnection"];
        put?: never;
        post?: never;
        /** Deletes a connection with its mapping, its pushes and the record ids it kept */
        delete: operations["deleteCrmConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/connections/{id}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mapping, the CRM's contact properties (read by Test from its properties API: HubSpot's contact properties, Pipedrive's person fields; custom ones included), the mapping they suggest, and required properties no field writes */
        get: operations["getCrmMapping"];
        /** Replaces the mapping: each Leadwise field to one CRM property with a rule (overwrite, fill_if_empty, never). A property the CRM lacks or does not let be written is a 400. */
        put: operations["saveCrmMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/connections/{id}/pull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The connection's pull into the "already in my CRM" index (the targeting's `excludeInCrm`, the estimate's `inCrm`): its state, when it last finished, and how many contacts, e-mail addresses and company domains the index holds */
        get: operations["getCrmPull"];
        put?: never;
        /** Refresh from CRM: queues a pull of the contacts modified since the last one, and of those deleted in the CRM, which leave the index (a pull also runs on connect and on a schedule). Accepted at once and run by the job workers; poll GET for its state. */
        post: operations["refreshCrmPull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/connections/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes one call to the CRM with the saved token; `ok` false carries the CRM's words, which the connection also keeps as its last error */
        post: operations["testCrmConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/pushes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pushes a list (`listId`) or a campaign's delivered leads (`campaignId`) to a connection. Accepted at once and run by the job workers in the CRM's batch size and within its rate limit; poll GET /v1/crm/pushes/{id}. People who opted out or are on the do-not-contact list are skipped; a person pushed before updates the same record. */
        post: operations["startCrmPush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/pushes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A push's status and counts (pending, created, updated, unchanged, skipped, failed) */
        get: operations["getCrmPush"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crm/pushes/{id}/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A push's rows in order, cursor-paged: what the CRM did with each person, why a row was skipped or failed (the CRM's message), and a link to the record */
        get: operations["listCrmPushRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/enrichment-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enriches a whole file (up to 50 MB and 100,000 rows) as one job in the background. Columns are mapped to what identifies a person with `column.<field>` (`column.email=E-mail`, `column.fn=First%20Name`…), else suggested from the header names. Each row is matched by its Leadwise id, e-mail, profile URL or username, else first and last name at a company (name or domain). A row costs only what it found: 1 api for a match, 1 email for an address delivered, 1 mobile for a number; never more than the ceiling per allowance, which defaults to one per row. `shortfall` says which allowances cannot pay the whole ceiling today: the job then pauses when one runs out, and resumes by itself once it can pay (the next day, or with credits). An Excel workbook (.xlsx, recognised by its content, in either form of upload) is read as a stream, its first sheet's cells as the text they show (a formula's result), blank rows left out. A CSV is read as UTF-8 (with or without a BOM), UTF-16 or Windows-1252, its separator (comma, semicolon, tab or pipe) taken from the first line, its first row the header. A row that cannot be read (broken quoting, a number of fields other than the header's, bytes that are not text) is kept and marked `failed` in the result, with its line and why. */
        post: operations["createEnrichmentJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/enrichment-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job's progress: rows done and left, matched, found per kind, spent and ceiling per allowance, rate and time left. Free, and never rate limited. */
        get: operations["getEnrichmentJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/enrichment-jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a running or paused job: the rows done stay in the result, charged once; the others are never worked on. */
        post: operations["cancelEnrichmentJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/enrichment-jobs/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file enriched, each row once in file order: its columns unchanged, then `leadwise_status` (matched, not_found, withheld, failed, not_processed), `leadwise_reason`, `leadwise_confidence`, the profile's fields, `leadwise_email` with its source and verification, `leadwise_mobile` with its source. CSV is UTF-8 with a BOM, comma-separated, cells that would start a formula prefixed with ' (phone numbers aside); XLSX cells are all text. */
        get: operations["getEnrichmentJobResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/enrichment-jobs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resumes a paused job, with higher ceilings when given (a ceiling is never lowered); a running job takes the higher ceilings and goes on. 409 for a completed or cancelled job. */
        post: operations["resumeEnrichmentJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/enrichment-jobs/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a file would be as a job, free: the columns, the mapping, the first rows as they will be matched, an estimate of matches from a sample of the file, the ceiling and any shortfall. Nothing is stored or charged. An Excel workbook (.xlsx, recognised by its content, in either form of upload) is read as a stream, its first sheet's cells as the text they show (a formula's result), blank rows left out. A CSV is read as UTF-8 (with or without a BOM), UTF-16 or Windows-1252, its separator (comma, semicolon, tab or pipe) taken from the first line, its first row the header. A row that cannot be read (broken quoting, a number of fields other than the header's, bytes that are not text) is kept and marked `failed` in the result, with its line and why. */
        post: operations["previewEnrichmentJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Live Estimate of an audience (free) */
        post: operations["estimateAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filter catalogue: every filter, and the values in the data with their counts */
        get: operations["listFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's lists, by name */
        get: operations["listLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list and one page of its leads, newest first; `q` searches name, title, company and place */
        get: operations["getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The list's change feed, oldest first: joined (a campaign saved them here), left (removed, their own contact deleted or erased), changed (a watched person's employer, title, e-mail or mobile, with old and new values) and opted_out. Entries are numbered 1, 2, 3… in the order they committed; a reader that resumes from any cursor (`nextCursor`, `resumeCursor` or an entry's `cursor`) neither skips nor repeats an entry. Poll with `resumeCursor` for what came since. Entries are kept CHANGE_FEED_RETENTION_DAYS (default 90): a cursor standing before the kept ones answers 410 `cursor_expired`, read again without a cursor */
        get: operations["listListChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The list as CSV (UTF-8 with a BOM) or XLSX (text cells): one row per lead, in the columns of a preset */
        get: operations["exportList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}/reverify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a re-verification of the list's e-mail addresses (the verification engine's SMTP probe), the least recently verified first, at most `maxAddresses`: each gets its verdict and `lastVerifiedAt` (the items' `freshness`); an address found `invalid` is no longer delivered nor exported. Then the account's data providers are asked again about the list's people it imported itself, at most `maxProviderCalls` calls (the rest are reported as left): a changed employer or title, or a new address or number, is written to the person. Every change is reported as `contact.changed` and in the change feeds of the lists and campaigns that watch the person */
        post: operations["reverifyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the account watches the list's people */
        get: operations["getListWatch"];
        /** Watches the list's people: a change of one's employer, title, e-mail or mobile (an import, a re-verification) is one `contact.changed` event and a `changed` entry of the change feed. Watching twice changes nothing. The body may schedule a refresh: the list re-verified every `refreshEveryDays` days, at most `refreshBudget` addresses a run, as POST /v1/lists/{id}/reverify does */
        put: operations["watchList"];
        post?: never;
        /** Stops watching the list's people */
        delete: operations["unwatchList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's do-not-contact list (e-mail addresses, domains and phone numbers in E.164), newest first */
        get: operations["listDoNotContact"];
        put?: never;
        /** Adds entries: campaigns and enrichment never deliver nor charge, and list exports leave out, a person whose address, mobile number, address domain or company domain is listed (results and webhooks name them in `withheld`). A `phone` is stored in E.164: give it with its country code (+…), or with the `country` of a national number */
        post: operations["addDoNotContact"];
        /** Removes entries (those not listed are ignored) */
        delete: operations["removeDoNotContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppressions/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a CSV (body, text/csv, up to 10 MB and 100,000 rows): a header naming an `email`, `domain` and/or `phone` column, or one column without header (addresses hold an @, phone numbers are digits and punctuation, the rest are domains). Phone numbers without their country code are read in `country`. Invalid rows are reported with their values as the file held them, the rest added; a file that cannot be read changes nothing. The file is read as UTF-8 (with or without a BOM), UTF-16 or Windows-1252, its separator (comma, semicolon, tab or pipe) taken from the first line. A row with broken quoting, a number of fields other than the first row's or bytes that are not text is never merged into another: without `acceptPartial=true` the file answers 422 listing each such row by line and saves nothing; with it, the other rows are imported and those listed in `unreadable`. */
        post: operations["importDoNotContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four counters and the data providers asked today */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's webhook endpoints, newest first */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Subscribes a URL to event types (all when `eventTypes` is empty), optionally only for some campaigns or lists; the answer carries its signing secret */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook endpoint */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Deletes an endpoint with its delivery log */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Changes an endpoint's URL, description, event types or filter, or enables (`status: enabled`) or disables it */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log, newest first: each delivery's event, status and attempts (status code, response time, the start of the answer) */
        get: operations["listWebhookEndpointDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends one delivery's event again (`deliveryId`), or every event the endpoint was sent since a time (`since`), each under its original id and body */
        post: operations["replayWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret; for `overlapHours` the old one signs too, both signatures space-separated in `webhook-signature` */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reveals the endpoint's signing secret */
        get: operations["getWebhookEndpointSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send test: POSTs a signed `webhook.test` event now and answers what the receiver said (not retried, not logged) */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "campaign.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A campaign completed (goal reached, audience used up or end date passed).
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_campaign_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.launched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A campaign was launched.
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_campaign_launched"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.paused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A campaign was paused.
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_campaign_paused"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.stopped_for_allowance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A campaign's delivery stopped for the day: an allowance ran out.
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_campaign_stopped_for_allowance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "contact.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A watched person's employer, title, e-mail or mobile changed (an import, a provider refresh, a re-verification): one event per change and account, naming the watched lists and campaigns the person is in.
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_contact_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "contact.opted_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person the account delivered opted out; they are suppressed from now on.
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_contact_opted_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "crm.push.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A push to a CRM finished (emitted once CRM pushes exist).
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_crm_push_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "enrichment_job.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An enrichment job finished (emitted once enrichment jobs exist).
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_enrichment_job_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "enrichment.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An enrichment request (details, enrich or bulk) finished.
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_enrichment_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    enrichmentJobCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An enrichment job finished every row: POSTed once to the job's webhookUrl
         * @description `type` is `enrichment_job.completed`, `data` the job's final progress; download the file from GET /v1/enrichment-jobs/{id}/result. Signed and retried as the enrichment result is.
         */
        post: operations["receiveEnrichmentJobCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    enrichmentResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A finished request's (or a campaign's) result, POSTed to your webhookUrl
         * @description Signed per Standard Webhooks with your account's secret (Settings → Webhooks). Answer 2xx within 10 s; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), with the same webhook-id. 410 Gone stops deliveries to that URL for that request.
         */
        post: operations["receiveEnrichmentResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A campaign delivered leads (one event per delivery run).
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_lead_delivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "list.exported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A list was exported.
         * @description POSTed to each webhook endpoint subscribed to this type, signed per Standard Webhooks with the endpoint's own secret (both the new and the old during a rotation's overlap). `webhook-id` is the event's id, the same on every retry and replay. Retried like every delivery; `version` says which schema `data` follows.
         */
        post: operations["receive_list_exported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Accepted: {
            requestId: string;
            /** @constant */
            status: "pending";
        };
        AuditEventPage: {
            data: {
                /** @enum {string} */
                action: "auth.signed_in" | "auth.sign_in_failed" | "auth.password_changed" | "auth.password_reset" | "auth.session_revoked" | "auth.other_sessions_revoked" | "auth.email_change_requested" | "auth.email_changed" | "auth.email_change_undone" | "api_key.created" | "api_key.revoked" | "webhook_secret.rotated" | "provider.saved" | "provider.removed" | "crm.connection_changed" | "member.invited" | "member.joined" | "member.removed" | "member.role_changed" | "invitation.revoked" | "workspace.ownership_transferred" | "campaign.launched" | "campaign.paused" | "campaign.resumed" | "campaign.archived" | "campaign_leads.exported" | "list.exported" | "enrichment.bulk_started" | "contact_import.started" | "do_not_contact.added" | "do_not_contact.removed" | "do_not_contact.imported" | "company_list.imported" | "company_list.deleted" | "audit_log.exported";
                actor: {
                    id: string | null;
                    /** @description The user's e-mail, or the key's name and prefix */
                    label: string | null;
                    /** @enum {string} */
                    type: "user" | "api_key" | "system";
                };
                /** @description The client's address */
                address: string | null;
                /** @description ISO 8601 time of the act */
                at: string;
                id: string;
                summary: {
                    [key: string]: unknown;
                };
                target: {
                    id: string;
                    type: string;
                } | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        BulkRequest: {
            /**
             * Format: uri
             * @description Another name for webhookUrl.
             */
            callbackUrl?: string;
            include?: {
                /**
                 * @description Deliver an address verified `catch_all` (its domain accepts every address). False: such an address is neither delivered nor charged, and the data providers are asked on. Applies to addresses that were verified (docs/verification.md); an `invalid` one is never delivered.
                 * @default true
                 */
                deliverCatchAll?: boolean;
                /**
                 * @description Deliver an address whose verification reached no final answer (`unknown`: webmail hosts, greylisting, timeouts). False: such an address is neither delivered nor charged, and the data providers are asked on.
                 * @default true
                 */
                deliverUnknown?: boolean;
                /**
                 * @description Deliver e-mail addresses (1 email unit each).
                 * @default true
                 */
                email?: boolean;
                /**
                 * @description Deliver mobile numbers (1 mobile unit each).
                 * @default false
                 */
                mobile?: boolean;
                /**
                 * @description Deliver work e-mail addresses only: an address its source types `personal`, or at a webmail or disposable domain, is neither delivered nor charged, and the data providers are asked on for a work one.
                 * @default false
                 */
                workEmailOnly?: boolean;
            };
            /** @description A label echoed as `name` in the result and the webhook delivery. */
            name?: string;
            /** @description 1 to 10 people. Empty or longer arrays are refused with 422, never truncated. */
            profiles: components["schemas"]["ProfileInput"][];
            /**
             * Format: uri
             * @description Where the result is POSTed, signed (Standard Webhooks). https, or http to a public address (semantic rule `webhook-target`); with both webhookUrl and callbackUrl, the same address (`webhook-conflict`).
             */
            webhookUrl?: string;
        };
        Campaign: {
            createdAt: string;
            delivery: {
                /**
                 * @default [
                 *       "mon",
                 *       "tue",
                 *       "wed",
                 *       "thu",
                 *       "fri"
                 *     ]
                 */
                days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                /** @default true */
                email: boolean;
                /**
                 * @description The last day delivery may happen (YYYY-MM-DD, the campaign's time zone, inclusive); null: until the audience is used up. Not before `startDate` (semantic rule `date-order`).
                 * @default null
                 */
                endDate: string | null;
                /** @default 50 */
                leadsPerDay: number;
                /** @default false */
                mobile: boolean;
                /**
                 * @description With e-mail and mobile both chosen: every lead has at least one of them (any, the default) or both (all). Each lead carries the chosen contacts it has.
                 * @default any
                 * @enum {string}
                 */
                requireContact: "any" | "all";
                /**
                 * @description Skip people any of the account's campaigns delivered in the last N days; null delivers them again
                 * @default null
                 */
                skipDeliveredDays: number | null;
                /**
                 * @description The first day delivery may happen (YYYY-MM-DD, the campaign's time zone); null: from launch.
                 * @default null
                 */
                startDate: string | null;
                /** @default UTC */
                timezone: components["schemas"]["TimeZone"];
                /**
                 * @description Hours of the delivery days, in the campaign's time zone; `end` after `start` (semantic rule `window-order`).
                 * @default {
                 *       "start": "09:00",
                 *       "end": "17:00"
                 *     }
                 */
                window: {
                    end: string;
                    start: string;
                };
                /**
                 * @description Deliver work e-mail addresses only: an address its source types `personal`, or at a webmail or disposable domain, is never delivered (nor charged), and a lead that needs an e-mail address needs a work one. The Live Estimate counts the same.
                 * @default false
                 */
                workEmailOnly: boolean;
            };
            filters: {
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                certifications?: string[];
                companies?: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    exclude?: string[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    include?: string[];
                };
                /** @description People at companies on any `include` list and on no `exclude` list (account-based targeting). */
                companyLists?: {
                    /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                    exclude?: string[];
                    /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                    include?: string[];
                };
                companySizes?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001-10000" | "10001+")[];
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                companyTypes?: string[];
                contact?: {
                    requireEmail?: boolean;
                    requireMobile?: boolean;
                };
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                departments?: string[];
                /** @description Leave out people already in the account's CRM (docs/crm.md): matched against the index its connections' pulls keep (GET /v1/crm/connections/{id}/pull). The estimate's `inCrm` counts them either way. */
                excludeInCrm?: {
                    /** @description Leave out people at a company whose domain the account's CRM holds (a contact's website, else its work address's domain). */
                    companies?: boolean;
                    /** @description Leave out people with an e-mail address the account's CRM holds. */
                    people?: boolean;
                };
                /** @description Years of experience, both ends included; `min` ≤ `max` (semantic rule `range-order`). */
                experienceYears?: {
                    max?: number;
                    min?: number;
                };
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                industries?: string[];
                keywords?: string;
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                languages?: string[];
                locations?: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    cities?: string[];
                    continents?: ("Africa" | "Asia" | "Europe" | "North America" | "Oceania" | "South America")[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    countries?: string[];
                    exclude?: {
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        cities?: string[];
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        countries?: string[];
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        states?: string[];
                    };
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    states?: string[];
                };
                revenue?: ("<1M" | "1M-10M" | "10M-50M" | "50M-100M" | "100M-250M" | "250M-500M" | "500M-1B" | "1B-10B" | "10B+")[];
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                schools?: string[];
                seniorities?: ("owner" | "founder" | "c_suite" | "partner" | "vp" | "head" | "director" | "manager" | "senior" | "entry" | "intern")[];
                skills?: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    all?: string[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    any?: string[];
                };
                titles?: {
                    exclude?: (string & (unknown & unknown))[];
                    include?: (string & (unknown & unknown))[];
                };
                /** @description Keep people with an e-mail address (one not found invalid) last seen in a source or verified on or after the UTC day this many days ago: the `lastVerifiedAt` of their profile's `freshness`. */
                verifiedWithinDays?: number;
            };
            id: string;
            launchedAt: string | null;
            name: string;
            notifications: {
                email: {
                    enabled: boolean;
                    to: string[];
                };
                webhook: {
                    enabled: boolean;
                    url: string;
                };
            };
            saveToList: {
                enabled: boolean;
                /** @description One of the account's lists (semantic rule `unknown-list`). */
                listId?: string;
                listName?: string;
            };
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "completed" | "archived";
            templateId: string | null;
            updatedAt: string;
        };
        CampaignCompletedEventV1: {
            data: {
                /** @description The campaign's id */
                campaignId: string;
                /** @description What happened, in words, as the campaign's activity says it */
                message: string;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "campaign.completed";
            /** @constant */
            version: 1;
        };
        CampaignCrm: {
            /** @description The CRM connection */
            connectionId: string | null;
            /** @description Push every lead the campaign delivers from now on */
            enabled: boolean;
        };
        CampaignInput: {
            delivery?: {
                days?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                email?: boolean;
                endDate?: string | null;
                leadsPerDay?: number;
                mobile?: boolean;
                /** @enum {string} */
                requireContact?: "any" | "all";
                skipDeliveredDays?: number | null;
                startDate?: string | null;
                timezone?: components["schemas"]["TimeZone"];
                /** @description Hours of the delivery days, in the campaign's time zone; `end` after `start` (semantic rule `window-order`). */
                window?: {
                    end: string;
                    start: string;
                };
                workEmailOnly?: boolean;
            };
            filters?: components["schemas"]["Targeting"];
            name: string;
            notifications?: {
                email?: {
                    enabled?: boolean;
                    to?: string[];
                };
                webhook?: {
                    enabled?: boolean;
                    url?: string;
                };
            };
            saveToList?: {
                enabled?: boolean;
                /** @description One of the account's lists (semantic rule `unknown-list`). */
                listId?: string;
                listName?: string;
            };
            /**
             * @description A Quick Start template (GET /v1/campaigns/templates).
             * @enum {string}
             */
            templateId?: "saas-founders-north-america" | "hr-leaders-europe" | "engineering-managers-mid-size" | "cfos-public-companies" | "enterprise-software-sales-leaders" | "marketing-leaders-uk-ireland" | "it-leaders-financial-services" | "data-practitioners-python" | "startup-ctos" | "healthcare-operations-leaders" | "recruiters-staffing-agencies" | "logistics-managers-apac";
        };
        CampaignLaunchedEventV1: {
            data: {
                /** @description The campaign's id */
                campaignId: string;
                /** @description What happened, in words, as the campaign's activity says it */
                message: string;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "campaign.launched";
            /** @constant */
            version: 1;
        };
        CampaignPage: {
            data: components["schemas"]["CampaignView"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        CampaignPatch: {
            delivery?: {
                days?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                email?: boolean;
                endDate?: string | null;
                leadsPerDay?: number;
                mobile?: boolean;
                /** @enum {string} */
                requireContact?: "any" | "all";
                skipDeliveredDays?: number | null;
                startDate?: string | null;
                timezone?: components["schemas"]["TimeZone"];
                /** @description Hours of the delivery days, in the campaign's time zone; `end` after `start` (semantic rule `window-order`). */
                window?: {
                    end: string;
                    start: string;
                };
                workEmailOnly?: boolean;
            };
            filters?: components["schemas"]["Targeting"];
            name?: string;
            notifications?: {
                email?: {
                    enabled?: boolean;
                    to?: string[];
                };
                webhook?: {
                    enabled?: boolean;
                    url?: string;
                };
            };
            saveToList?: {
                enabled?: boolean;
                /** @description One of the account's lists (semantic rule `unknown-list`). */
                listId?: string;
                listName?: string;
            };
            templateId?: ("saas-founders-north-america" | "hr-leaders-europe" | "engineering-managers-mid-size" | "cfos-public-companies" | "enterprise-software-sales-leaders" | "marketing-leaders-uk-ireland" | "it-leaders-financial-services" | "data-practitioners-python" | "startup-ctos" | "healthcare-operations-leaders" | "recruiters-staffing-agencies" | "logistics-managers-apac") | null;
        };
        CampaignPausedEventV1: {
            data: {
                /** @description The campaign's id */
                campaignId: string;
                /** @description What happened, in words, as the campaign's activity says it */
                message: string;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "campaign.paused";
            /** @constant */
            version: 1;
        };
        CampaignStoppedForAllowanceEventV1: {
            data: {
                /** @description The campaign's id */
                campaignId: string;
                /** @description The allowance counter that ran out */
                counter?: string;
                /** @description What happened, in words, as the campaign's activity says it */
                message: string;
                reason?: string;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "campaign.stopped_for_allowance";
            /** @constant */
            version: 1;
        };
        CampaignView: {
            createdAt: string;
            delivery: {
                /**
                 * @default [
                 *       "mon",
                 *       "tue",
                 *       "wed",
                 *       "thu",
                 *       "fri"
                 *     ]
                 */
                days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                /** @default true */
                email: boolean;
                /**
                 * @description The last day delivery may happen (YYYY-MM-DD, the campaign's time zone, inclusive); null: until the audience is used up. Not before `startDate` (semantic rule `date-order`).
                 * @default null
                 */
                endDate: string | null;
                /** @default 50 */
                leadsPerDay: number;
                /** @default false */
                mobile: boolean;
                /**
                 * @description With e-mail and mobile both chosen: every lead has at least one of them (any, the default) or both (all). Each lead carries the chosen contacts it has.
                 * @default any
                 * @enum {string}
                 */
                requireContact: "any" | "all";
                /**
                 * @description Skip people any of the account's campaigns delivered in the last N days; null delivers them again
                 * @default null
                 */
                skipDeliveredDays: number | null;
                /**
                 * @description The first day delivery may happen (YYYY-MM-DD, the campaign's time zone); null: from launch.
                 * @default null
                 */
                startDate: string | null;
                /** @default UTC */
                timezone: components["schemas"]["TimeZone"];
                /**
                 * @description Hours of the delivery days, in the campaign's time zone; `end` after `start` (semantic rule `window-order`).
                 * @default {
                 *       "start": "09:00",
                 *       "end": "17:00"
                 *     }
                 */
                window: {
                    end: string;
                    start: string;
                };
                /**
                 * @description Deliver work e-mail addresses only: an address its source types `personal`, or at a webmail or disposable domain, is never delivered (nor charged), and a lead that needs an e-mail address needs a work one. The Live Estimate counts the same.
                 * @default false
                 */
                workEmailOnly: boolean;
            };
            filters: {
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                certifications?: string[];
                companies?: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    exclude?: string[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    include?: string[];
                };
                /** @description People at companies on any `include` list and on no `exclude` list (account-based targeting). */
                companyLists?: {
                    /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                    exclude?: string[];
                    /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                    include?: string[];
                };
                companySizes?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001-10000" | "10001+")[];
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                companyTypes?: string[];
                contact?: {
                    requireEmail?: boolean;
                    requireMobile?: boolean;
                };
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                departments?: string[];
                /** @description Leave out people already in the account's CRM (docs/crm.md): matched against the index its connections' pulls keep (GET /v1/crm/connections/{id}/pull). The estimate's `inCrm` counts them either way. */
                excludeInCrm?: {
                    /** @description Leave out people at a company whose domain the account's CRM holds (a contact's website, else its work address's domain). */
                    companies?: boolean;
                    /** @description Leave out people with an e-mail address the account's CRM holds. */
                    people?: boolean;
                };
                /** @description Years of experience, both ends included; `min` ≤ `max` (semantic rule `range-order`). */
                experienceYears?: {
                    max?: number;
                    min?: number;
                };
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                industries?: string[];
                keywords?: string;
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                languages?: string[];
                locations?: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    cities?: string[];
                    continents?: ("Africa" | "Asia" | "Europe" | "North America" | "Oceania" | "South America")[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    countries?: string[];
                    exclude?: {
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        cities?: string[];
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        countries?: string[];
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        states?: string[];
                    };
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    states?: string[];
                };
                revenue?: ("<1M" | "1M-10M" | "10M-50M" | "50M-100M" | "100M-250M" | "250M-500M" | "500M-1B" | "1B-10B" | "10B+")[];
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                schools?: string[];
                seniorities?: ("owner" | "founder" | "c_suite" | "partner" | "vp" | "head" | "director" | "manager" | "senior" | "entry" | "intern")[];
                skills?: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    all?: string[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    any?: string[];
                };
                titles?: {
                    exclude?: (string & (unknown & unknown))[];
                    include?: (string & (unknown & unknown))[];
                };
                /** @description Keep people with an e-mail address (one not found invalid) last seen in a source or verified on or after the UTC day this many days ago: the `lastVerifiedAt` of their profile's `freshness`. */
                verifiedWithinDays?: number;
            };
            id: string;
            launchedAt: string | null;
            name: string;
            notifications: {
                email: {
                    enabled: boolean;
                    to: string[];
                };
                webhook: {
                    enabled: boolean;
                    url: string;
                };
            };
            saveToList: {
                enabled: boolean;
                /** @description One of the account's lists (semantic rule `unknown-list`). */
                listId?: string;
                listName?: string;
            };
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "completed" | "archived";
            templateId: string | null;
            updatedAt: string;
            /** @description Set while the campaign's webhook keeps failing (launched campaigns with a webhook only); null otherwise. */
            webhookFailing: {
                /** @description Failed attempts since the last answered one. */
                failedAttempts: number;
                /** @description The latest failure, in words. */
                latest: string;
                /** @description ISO time of the first failed attempt of this failing spell. */
                since: string;
                /** @description The webhook URL that is failing. */
                url: string;
            } | null;
        };
        ChangesPage: {
            data: {
                /** @description When it committed (ISO 8601) */
                at: string;
                /** @description For `changed`: each fact with its old and new value */
                changes?: {
                    /** @enum {string} */
                    field: "employer" | "title" | "email" | "mobile";
                    /** @description After, as `old` */
                    new: string | string[] | null;
                    /** @description Before: a text (employer, title) or the addresses / numbers (email, mobile) */
                    old: string | string[] | null;
                }[];
                /** @description Pass as `cursor` to read the entries after this one */
                cursor: string;
                profileId: string;
                /** @description This entry's number in its feed: 1, 2, 3…, without gaps */
                seq: number;
                /**
                 * @description joined or left the list (or became a lead), changed (a watched fact), opted out
                 * @enum {string}
                 */
                type: "joined" | "left" | "changed" | "opted_out";
            }[];
            /** @description Pass as `cursor` for the next page; null when this page reached the end */
            nextCursor: string | null;
            /** @description Where a reader stands after this page: pass it later as `cursor` for what came since */
            resumeCursor: string;
        };
        Checklist: {
            items: {
                /** @description What holds, or what to fix */
                detail: string;
                /** @enum {string} */
                item: "name" | "targeting" | "contact" | "days" | "window" | "saveToList" | "notifications" | "allowance";
                ok: boolean;
            }[];
            ready: boolean;
        };
        CompanyListDeleted: {
            /** @constant */
            deleted: true;
            id: string;
        };
        CompanyListReport: {
            createdAt: string;
            /** @description Use in targeting as `companyLists.include` / `companyLists.exclude` */
            id: string;
            /** @description Rows that matched a company in the data at upload */
            matched: number;
            matchedByDomain: number;
            matchedByName: number;
            /** @description matched / rows, 0 to 1 */
            matchRate: number;
            name: string;
            /** @description Profiles at the matched companies */
            people: number;
            /** @description Data rows uploaded */
            rows: number;
            /** @description Rows that matched no company, with why (the first 1000) */
            unmatched: {
                domain: string | null;
                name: string | null;
                reason: string;
                /** @description Line of the file (the header is line 1) */
                row: number;
            }[];
            unmatchedCount: number;
        };
        CompanyLists: {
            data: {
                createdAt: string;
                /** @description Use in targeting as `companyLists.include` / `companyLists.exclude` */
                id: string;
                /** @description Rows that matched a company in the data at upload */
                matched: number;
                /** @description matched / rows, 0 to 1 */
                matchRate: number;
                name: string;
                /** @description Data rows uploaded */
                rows: number;
            }[];
        };
        CompanyListUploadReport: {
            createdAt: string;
            /** @description Use in targeting as `companyLists.include` / `companyLists.exclude` */
            id: string;
            /** @description Rows that matched a company in the data at upload */
            matched: number;
            matchedByDomain: number;
            matchedByName: number;
            /** @description matched / rows, 0 to 1 */
            matchRate: number;
            name: string;
            /** @description Profiles at the matched companies */
            people: number;
            /** @description Data rows uploaded */
            rows: number;
            /** @description Rows that matched no company, with why (the first 1000) */
            unmatched: {
                domain: string | null;
                name: string | null;
                reason: string;
                /** @description Line of the file (the header is line 1) */
                row: number;
            }[];
            unmatchedCount: number;
            /** @description Rows that cannot be read (broken quoting, a wrong number of fields, bytes that are not text), left out at the sender's request (acceptPartial=true) */
            unreadable: {
                /** @description Line of the file on which the row starts, as a text editor numbers it */
                line: number;
                reason: string;
            }[];
            unreadableCount: number;
        };
        ContactChangedEventV1: {
            data: {
                /** @description The first of `campaignIds`, when there is one */
                campaignId?: string;
                /** @description The account's watched campaigns that delivered the person */
                campaignIds: string[];
                changes: {
                    /** @enum {string} */
                    field: "employer" | "title" | "email" | "mobile";
                    /** @description After, as `old` */
                    new: string | string[] | null;
                    /** @description Before: a text (employer, title) or every address / number (email, mobile) */
                    old: string | string[] | null;
                }[];
                /** @description The first of `listIds`, when there is one */
                listId?: string;
                /** @description The account's watched lists holding the person */
                listIds: string[];
                profileId: string;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "contact.changed";
            /** @constant */
            version: 1;
        };
        ContactImportReport: {
            /** @description People saved (added, or updated when imported before) */
            imported: number;
            /** @description The mapping applied: field → column header */
            mapping: {
                [key: string]: string;
            };
            /** @description Rows not imported, with why (the first 1000) */
            rejected: {
                reason: string;
                /** @description Line of the file on which the row starts (the header is line 1): the spreadsheet's row number unless a cell above holds a line break */
                row: number;
            }[];
            rejectedCount: number;
            /** @description Data rows read */
            rows: number;
            /** @description Rows that cannot be read (broken quoting, a wrong number of fields, bytes that are not text), left out at the sender's request (acceptPartial=true) */
            unreadable: {
                /** @description Line of the file on which the row starts, as a text editor numbers it */
                line: number;
                reason: string;
            }[];
            unreadableCount: number;
        };
        ContactOptedOutEventV1: {
            data: {
                /** @enum {string} */
                channel: "email" | "phone";
                profileId?: string;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "contact.opted_out";
            /** @constant */
            version: 1;
        };
        CrmConnection: {
            createdAt: string;
            id: string;
            /** @description The last push's or test's error, in the CRM's words */
            lastError: string | null;
            lastErrorAt: string | null;
            /** @description When a push last finished */
            lastSyncAt: string | null;
            mapping: {
                /**
                 * @description The Leadwise field
                 * @enum {string}
                 */
                field: "firstName" | "lastName" | "fullName" | "title" | "company" | "website" | "mobile" | "city" | "state" | "country" | "industry" | "linkedinUrl" | "department";
                /** @description The CRM property it is written to (its internal name) */
                property: string;
                /**
                 * @description overwrite: always write; fill_if_empty: only where the CRM has no value; never
                 * @enum {string}
                 */
                rule: "overwrite" | "fill_if_empty" | "never";
            }[];
            name: string;
            /** @description The token's last characters */
            tokenHint: string;
            /** @enum {string} */
            vendor: "hubspot" | "pipedrive" | "salesforce";
        };
        CrmConnectionDeleted: {
            /** @constant */
            deleted: true;
            id: string;
        };
        CrmConnectionInput: {
            /** @description Shown in Settings → CRM; the vendor's name when left out */
            name?: string;
            /** @description HubSpot: the private app's access token; Pipedrive: the API token (Personal preferences → API). Kept sealed, never shown again. */
            token: string;
            /**
             * @description hubspot: a private app's access token; pipedrive: a user's API token (Salesforce connects through OAuth in Settings → CRM)
             * @enum {string}
             */
            vendor: "hubspot" | "pipedrive";
        };
        CrmConnections: {
            data: components["schemas"]["CrmConnection"][];
        };
        CrmConnectionTest: {
            message: string;
            ok: boolean;
        };
        CrmMapping: {
            fields: {
                id: string;
                label: string;
            }[];
            mapping: {
                /**
                 * @description The Leadwise field
                 * @enum {string}
                 */
                field: "firstName" | "lastName" | "fullName" | "title" | "company" | "website" | "mobile" | "city" | "state" | "country" | "industry" | "linkedinUrl" | "department";
                /** @description The CRM property it is written to (its internal name) */
                property: string;
                /**
                 * @description overwrite: always write; fill_if_empty: only where the CRM has no value; never
                 * @enum {string}
                 */
                rule: "overwrite" | "fill_if_empty" | "never";
            }[];
            properties: {
                label: string;
                name: string;
                readOnly: boolean;
                required: boolean;
            }[];
            /** @description When Test last read the CRM's properties; null: HubSpot's standard ones */
            propertiesReadAt: string | null;
            /** @description What the CRM's own property list suggests */
            suggested: {
                /**
                 * @description The Leadwise field
                 * @enum {string}
                 */
                field: "firstName" | "lastName" | "fullName" | "title" | "company" | "website" | "mobile" | "city" | "state" | "country" | "industry" | "linkedinUrl" | "department";
                /** @description The CRM property it is written to (its internal name) */
                property: string;
                /**
                 * @description overwrite: always write; fill_if_empty: only where the CRM has no value; never
                 * @enum {string}
                 */
                rule: "overwrite" | "fill_if_empty" | "never";
            }[];
            /** @description Required CRM properties no field writes */
            unmappedRequired: string[];
            /** @description Mapped properties the CRM lacks or does not let be written; a push waits for a fix */
            unwritable: string[];
        };
        CrmMappingInput: {
            /** @description A field may go to several properties; a property named twice keeps its first entry */
            mapping: {
                /**
                 * @description The Leadwise field
                 * @enum {string}
                 */
                field: "firstName" | "lastName" | "fullName" | "title" | "company" | "website" | "mobile" | "city" | "state" | "country" | "industry" | "linkedinUrl" | "department";
                /** @description The CRM property it is written to (its internal name) */
                property: string;
                /**
                 * @description overwrite: always write; fill_if_empty: only where the CRM has no value; never
                 * @enum {string}
                 */
                rule: "overwrite" | "fill_if_empty" | "never";
            }[];
        };
        CrmPull: {
            connectionId: string;
            /** @description CRM contacts in the index for this connection */
            contacts: number;
            /** @description Distinct company domains among them */
            domains: number;
            /** @description Of them, those with an e-mail address */
            emails: number;
            /** @description The last pull's error, in the CRM's words */
            error: string | null;
            /** @description When a pull last finished */
            finishedAt: string | null;
            /** @description Every record modified before this is in the index; the next pull reads from it */
            mark: string | null;
            /** @description Records read by the pull under way, or by the last one */
            read: number;
            startedAt: string | null;
            /**
             * @description never: not pulled yet; failed: the CRM refused the token (see `error`)
             * @enum {string}
             */
            status: "never" | "queued" | "running" | "done" | "failed";
        };
        CrmPush: {
            campaignId: string | null;
            connectionId: string;
            counts: {
                created: number;
                failed: number;
                pending: number;
                skipped: number;
                unchanged: number;
                updated: number;
            };
            createdAt: string;
            error: string | null;
            finishedAt: string | null;
            id: string;
            listId: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            total: number;
        };
        CrmPushCompletedEventV1: {
            data: {
                pushId: string;
            } & {
                [key: string]: unknown;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "crm.push.completed";
            /** @constant */
            version: 1;
        };
        CrmPushInput: {
            connectionId: string;
            listId: string;
        } | {
            campaignId: string;
            connectionId: string;
        };
        CrmPushRows: {
            data: {
                email: string | null;
                /** @enum {string} */
                outcome: "pending" | "created" | "updated" | "unchanged" | "skipped" | "failed";
                position: number;
                profileId: string;
                /** @description Why a row was skipped, or the CRM's message */
                reason: string | null;
                recordId: string | null;
                /** @description Where the record opens in the CRM */
                recordUrl: string | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        DeliveryBody: {
            data: components["schemas"]["Profile"][];
            id: string;
            missing?: {
                /** @enum {string} */
                field: "email" | "mobile";
                profileId: string;
                /** @enum {string} */
                reason: "out_of_credits" | "daily_limit_reached" | "member_limit_reached";
            }[];
            name: string;
            notFound?: {
                [key: string]: unknown;
            }[];
            /** @description Profile id → field → { source, at }: which source supplied each delivered field. */
            provenance?: {
                [key: string]: {
                    [key: string]: {
                        /**
                         * Format: date-time
                         * @description When that source's data was obtained.
                         */
                        at?: string;
                        /** @description A local source's name, or a provider's id ("pdl", "apollo", …). */
                        source: string;
                    };
                };
            };
            requestId: string;
            /** @constant */
            status: "success";
            withheld?: {
                /** @description The list entry that holds them: "email:…", "phone:…" or "domain:…" */
                entry: string;
                profileId: string;
                /** @constant */
                reason: "do_not_contact";
            }[];
        };
        DetailsRequest: {
            /**
             * Format: uri
             * @description Another name for webhookUrl.
             */
            callbackUrl?: string;
            /** @description A label echoed as `name` in the result and the webhook delivery. */
            name?: string;
            profile: components["schemas"]["ProfileInput"];
            /**
             * Format: uri
             * @description Where the result is POSTed, signed (Standard Webhooks). https, or http to a public address (semantic rule `webhook-target`); with both webhookUrl and callbackUrl, the same address (`webhook-conflict`).
             */
            webhookUrl?: string;
        };
        DncChange: {
            added?: number;
            /** @description Already on the list (left as they were) */
            existing?: number;
            removed?: number;
        };
        DncEntries: {
            entries: ({
                /** Format: email */
                email: string;
            } | {
                domain: string;
            } | {
                phone: string;
            })[];
            /** @description Kept with each new entry */
            reason?: string;
        };
        DncImportReport: {
            added: number;
            errorCount: number;
            /** @description Rows not added, with why (the first 1,000) */
            errors: {
                message: string;
                row: number;
                /** @description The cell as the file held it */
                value: string;
            }[];
            existing: number;
            /** @description Data rows read */
            rows: number;
            /** @description Rows that cannot be read (broken quoting, a wrong number of fields, bytes that are not text), left out at the sender's request (acceptPartial=true) */
            unreadable: {
                /** @description Line of the file on which the row starts, as a text editor numbers it */
                line: number;
                reason: string;
            }[];
            unreadableCount: number;
        };
        DncPage: {
            data: {
                createdAt: string;
                id: string;
                /** @enum {string} */
                kind: "email" | "domain" | "phone";
                reason: string | null;
                value: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
            /** @description Entries on the account's list */
            total: number;
        };
        EndpointDeliveryPage: {
            data: {
                attempts: {
                    attempt: number;
                    /** @description Response time */
                    durationMs: number;
                    error: string | null;
                    manual: boolean;
                    /** @description The start of the receiver's answer */
                    responseExcerpt: string | null;
                    /** Format: date-time */
                    startedAt: string;
                    statusCode: number | null;
                }[];
                /** @description The start of the body sent */
                bodyExcerpt: string;
                /** Format: date-time */
                createdAt: string;
                deliveredAt: string | null;
                /** @description The `webhook-id`: the same on retries and replays */
                eventId: string;
                /** @enum {string} */
                eventType: "lead.delivered" | "campaign.launched" | "campaign.paused" | "campaign.completed" | "campaign.stopped_for_allowance" | "enrichment.completed" | "enrichment_job.completed" | "list.exported" | "crm.push.completed" | "contact.changed" | "contact.opted_out";
                id: string;
                /** @enum {string} */
                status: "pending" | "delivered" | "failed" | "disabled";
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        EndpointSecret: {
            previousSecretUntil: string | null;
            secret: string;
        };
        EndpointTestResult: {
            durationMs: number;
            error: string | null;
            /** @description The receiver answered 2xx */
            ok: boolean;
            statusCode: number | null;
            webhookId: string;
        };
        EnrichmentCompletedEventV1: {
            data: {
                /** @description Profiles in the result */
                found: number;
                /** @enum {string} */
                kind: "details" | "enrich" | "bulk";
                /** @description The request's id (`GET /v1/contact/results/{id}`) */
                requestId: string;
                /** @enum {string} */
                status: "success" | "failed";
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "enrichment.completed";
            /** @constant */
            version: 1;
        };
        EnrichmentJobCompletedEventV1: {
            data: {
                jobId: string;
            } & {
                [key: string]: unknown;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "enrichment_job.completed";
            /** @constant */
            version: 1;
        };
        EnrichmentResult: {
            data?: components["schemas"]["Profile"][];
            error?: string;
            /** @description The requestId again (the delivery body's `id`). */
            id: string;
            missing?: {
                /** @enum {string} */
                field: "email" | "mobile";
                profileId: string;
                /** @enum {string} */
                reason: "out_of_credits" | "daily_limit_reached" | "member_limit_reached";
            }[];
            /** @description The request's name, or the operation when none was given. */
            name: string;
            /** @description Inputs that matched no profile, as submitted. */
            notFound?: {
                [key: string]: unknown;
            }[];
            /** @description Profile id → field → { source, at }: which source supplied each delivered field. */
            provenance?: {
                [key: string]: {
                    [key: string]: {
                        /**
                         * Format: date-time
                         * @description When that source's data was obtained.
                         */
                        at?: string;
                        /** @description A local source's name, or a provider's id ("pdl", "apollo", …). */
                        source: string;
                    };
                };
            };
            requestId: string;
            /** @enum {string} */
            status: "pending" | "success" | "failed";
            /** @description Matched people not delivered (nor charged): on the do-not-contact list. */
            withheld?: {
                /** @description The list entry that holds them: "email:…", "phone:…" or "domain:…" */
                entry: string;
                profileId: string;
                /** @constant */
                reason: "do_not_contact";
            }[];
        };
        EnrichRequest: {
            /**
             * Format: uri
             * @description Another name for webhookUrl.
             */
            callbackUrl?: string;
            include?: {
                /**
                 * @description Deliver an address verified `catch_all` (its domain accepts every address). False: such an address is neither delivered nor charged, and the data providers are asked on. Applies to addresses that were verified (docs/verification.md); an `invalid` one is never delivered.
                 * @default true
                 */
                deliverCatchAll?: boolean;
                /**
                 * @description Deliver an address whose verification reached no final answer (`unknown`: webmail hosts, greylisting, timeouts). False: such an address is neither delivered nor charged, and the data providers are asked on.
                 * @default true
                 */
                deliverUnknown?: boolean;
                /**
                 * @description Deliver e-mail addresses (1 email unit each).
                 * @default true
                 */
                email?: boolean;
                /**
                 * @description Deliver mobile numbers (1 mobile unit each).
                 * @default false
                 */
                mobile?: boolean;
                /**
                 * @description Deliver work e-mail addresses only: an address its source types `personal`, or at a webmail or disposable domain, is neither delivered nor charged, and the data providers are asked on for a work one.
                 * @default false
                 */
                workEmailOnly?: boolean;
            };
            /** @description A label echoed as `name` in the result and the webhook delivery. */
            name?: string;
            profile: components["schemas"]["ProfileInput"];
            /**
             * Format: uri
             * @description Where the result is POSTed, signed (Standard Webhooks). https, or http to a public address (semantic rule `webhook-target`); with both webhookUrl and callbackUrl, the same address (`webhook-conflict`).
             */
            webhookUrl?: string;
        };
        Estimate: {
            /** @description The most frequent values of four dimensions among the matching profiles: exact, unless `breakdownSampled` is present. */
            breakdown: {
                companySize: {
                    count: number;
                    value: string;
                }[];
                country: {
                    count: number;
                    value: string;
                }[];
                industry: {
                    count: number;
                    value: string;
                }[];
                seniority: {
                    count: number;
                    value: string;
                }[];
            };
            /** @description Present when the audience is so wide that an exact breakdown would take too long (millions of profiles, several filters): `breakdown` was counted from an evenly spread sample of it, scaled to `count` and rounded to three significant figures or coarser (to the order of each figure's standard error). `count` and every contact count stay exact. */
            breakdownSampled?: {
                /** @description The sample's stride: 512 consecutive people of every `oneIn` × 512 in the index's order. */
                oneIn: number;
                /** @description How many of the matching people the sample held. */
                people: number;
            };
            /** @description Profiles matching the filters, less those on the account's do-not-contact list (and those `filters.excludeInCrm` leaves out) */
            count: number;
            /** @description Profiles the delivery can send: those with the chosen contact kinds, any or all of them as delivery.requireContact says; 0 when the delivery chooses neither e-mail nor mobile. */
            deliverable: number;
            /** @description Profiles matching the filters that the account's do-not-contact list removes */
            doNotContact: number;
            /** @description False while the index still reflects older data than the database holds (being rebuilt). */
            exact: boolean;
            /** @description Present when the account has pulled a CRM (docs/crm.md, "Already in my CRM"): how much of the audience the CRM already holds. */
            inCrm?: {
                /** @description Of the audience, people at a company whose domain the account's CRM holds */
                companies: number;
                /** @description Those the targeting's `excludeInCrm` left out of `count` (0 when it leaves out nobody) */
                excluded: number;
                /** @description Of the audience (do-not-contact and recent leads left out), people with an e-mail address the account's CRM holds */
                people: number;
            };
            /** @description Present when `count` is 0 and a filter is set: each active filter with what removing it alone would count, the one giving the most first (ties in the Targeting step's order). */
            loosen?: {
                /** @description Matching profiles (as `count`) with this filter removed. */
                count: number;
                /** @description The filter's dotted key in the targeting (`seniorities`, `titles.exclude`, …); `locations` stands for continents, countries, states and cities together. */
                filter: string;
                /** @description What the wizard calls the filter, e.g. "Country". */
                label: string;
            }[];
            /** @description min(deliverable, leadsPerDay × delivery days per week). */
            perWeek: number;
            /** @description Profiles matching the filters skipped as delivered by the account's campaigns in the last delivery.skipDeliveredDays days */
            recentlyDelivered: number;
            /** @description Present when the request asks for `sample`, unless `sampleLimit.reached`: up to that many matching people, evenly spread over the audience and the same for the same audience. */
            sample?: {
                company: string | null;
                /** @description The contact kinds this person has (their values are never part of a preview). */
                contacts: ("email" | "mobile")[];
                country: string | null;
                /** @description First name and last initial, e.g. "Jane D." */
                name: string;
                /** @description True for one of the account's own contacts (a person it imported itself). */
                own: boolean;
                title: string | null;
            }[];
            /** @description Present when the request asks for a `sample` of 1 or more: the account's daily cap on the distinct people previews show it, and whether this one was withheld by it. */
            sampleLimit?: {
                /** @description Distinct people the preview shows the account a day (UTC): a setting of its plan. */
                perDay: number;
                /** @description True when this preview's new people would take the account past `perDay`: `sample` is left out and the counts are answered as ever. People already shown today are shown again; new ones from 00:00 UTC. */
                reached: boolean;
                /** @description Distinct people the preview has shown the account today, this answer's included. */
                seenToday: number;
            };
            tookMs: number;
            /** @description Profiles with an e-mail address or a mobile number (or both). */
            withAny: number;
            /** @description Profiles with an e-mail address and a mobile number. */
            withBoth: number;
            /** @description Profiles with an e-mail address; with delivery.workEmailOnly, with a work address (as in withBoth and withAny). */
            withEmail: number;
            withMobile: number;
            /** @description Profiles with a work e-mail address (not typed `personal`, not at a webmail or disposable domain): what delivery.workEmailOnly keeps. */
            withWorkEmail: number;
        };
        EstimateRequest: {
            delivery?: {
                /**
                 * @default [
                 *       "mon",
                 *       "tue",
                 *       "wed",
                 *       "thu",
                 *       "fri"
                 *     ]
                 */
                days?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                /** @default true */
                email?: boolean;
                /**
                 * @description The last day delivery may happen (YYYY-MM-DD, the campaign's time zone, inclusive); null: until the audience is used up. Not before `startDate` (semantic rule `date-order`).
                 * @default null
                 */
                endDate?: string | null;
                /** @default 50 */
                leadsPerDay?: number;
                /** @default false */
                mobile?: boolean;
                /**
                 * @description With e-mail and mobile both chosen: every lead has at least one of them (any, the default) or both (all). Each lead carries the chosen contacts it has.
                 * @default any
                 * @enum {string}
                 */
                requireContact?: "any" | "all";
                /**
                 * @description Skip people any of the account's campaigns delivered in the last N days; null delivers them again
                 * @default null
                 */
                skipDeliveredDays?: number | null;
                /**
                 * @description The first day delivery may happen (YYYY-MM-DD, the campaign's time zone); null: from launch.
                 * @default null
                 */
                startDate?: string | null;
                /** @default UTC */
                timezone?: components["schemas"]["TimeZone"];
                /**
                 * @description Hours of the delivery days, in the campaign's time zone; `end` after `start` (semantic rule `window-order`).
                 * @default {
                 *       "start": "09:00",
                 *       "end": "17:00"
                 *     }
                 */
                window?: {
                    end: string;
                    start: string;
                };
                /**
                 * @description Deliver work e-mail addresses only: an address its source types `personal`, or at a webmail or disposable domain, is never delivered (nor charged), and a lead that needs an e-mail address needs a work one. The Live Estimate counts the same.
                 * @default false
                 */
                workEmailOnly?: boolean;
            };
            /** @default {} */
            filters?: components["schemas"]["Targeting"];
            /** @description Answer a preview of this many matching people (0–10) in `sample`: a short name, title, company, country and which contact kinds they have, never the contacts. Free, like the rest, up to a daily number of distinct people per account (`sampleLimit`). */
            sample?: number;
        };
        FileJobAccepted: {
            /** @description Most the job spends per allowance: it never passes these */
            ceiling: {
                api: number;
                email: number;
                mobile: number;
            };
            id: string;
            /** @description The mapping applied: field → column */
            mapping: {
                [key: string]: string;
            };
            /** @description The account's external providers in the order they are asked, with the most each may be asked: empty when `providers=false` or the account has none */
            providerCeilings: {
                /** @description Calls left today under that budget */
                budgetRemaining: number | null;
                /** @description Most rows the job can ask it about: one call each (an answer cached from earlier costs none), never past its daily budget left today */
                calls: number;
                /** @description Calls a day the account allows it; null: no limit */
                dailyBudget: number | null;
                label: string;
                /** @description The provider's id, as in GET /v1/usage */
                provider: string;
            }[];
            /** @description Data rows of the file, unreadable ones included */
            rows: number;
            /** @description Allowances that cannot pay the whole ceiling today: the job pauses when one runs out (`paused`, pauseReason `allowance`), resumable the next day or with credits */
            shortfall: {
                /** @description What today's allowance and the credits leave of it now */
                available: number;
                /** @description What the job may spend of it */
                ceiling: number;
                /** @enum {string} */
                counter: "api" | "email" | "mobile";
                /** @enum {string} */
                reason: "daily_limit_reached" | "out_of_credits";
            }[];
            /** @constant */
            status: "running";
            /** @description Rows that could not be read: marked failed in the result */
            unreadable: number;
        };
        FileJobCompleted: {
            data: components["schemas"]["FileJobProgress"];
            /** @description The job's id */
            id: string;
            /** @constant */
            type: "enrichment_job.completed";
        };
        FileJobProgress: {
            ceiling: {
                api: number;
                email: number;
                mobile: number;
            };
            completedAt: string | null;
            createdAt: string;
            /** @description When the job and its result are deleted */
            expiresAt: string;
            found: {
                email: number;
                mobile: number;
            };
            id: string;
            matched: number;
            name: string;
            /** @description `ceiling`, or `allowance:<counter>:<daily_limit_reached|out_of_credits|member_limit_reached>` (member_limit_reached: the daily cap of the member who started the job) */
            pauseReason: string | null;
            rows: number;
            rowsDone: number;
            rowsLeft: number;
            /** @description Rows finished per second since the job started */
            rowsPerSecond: number;
            /** @description At that rate; null until a row is done */
            secondsLeft: number | null;
            spent: {
                api: number;
                email: number;
                mobile: number;
            };
            /** @enum {string} */
            status: "running" | "paused" | "cancelled" | "completed";
        };
        FilePreview: {
            ceiling: {
                api: number;
                email: number;
                mobile: number;
            };
            /** @description The file's header row */
            columns: string[];
            /** @description As detected from the first line */
            delimiter: string;
            /** @description As detected: utf-8, utf-16le, utf-16be or windows-1252 */
            encoding: string;
            /** @description Matches among up to 200 rows taken across the file, before any data provider */
            estimate: {
                /** @description matched/sampled of the readable rows */
                expectedMatches: number;
                matched: number;
                sampled: number;
            };
            /** @description The mapping that would apply */
            mapping: {
                [key: string]: string;
            };
            /** @description The account's external providers in the order they are asked, with the most each may be asked: empty when `providers=false` or the account has none */
            providerCeilings: {
                /** @description Calls left today under that budget */
                budgetRemaining: number | null;
                /** @description Most rows the job can ask it about: one call each (an answer cached from earlier costs none), never past its daily budget left today */
                calls: number;
                /** @description Calls a day the account allows it; null: no limit */
                dailyBudget: number | null;
                label: string;
                /** @description The provider's id, as in GET /v1/usage */
                provider: string;
            }[];
            /** @description Data rows, unreadable ones included */
            rows: number;
            /** @description The first rows as they will be matched */
            sample: {
                cells: string[];
                /** @description What the row would be matched by (`email`, `fn + ln + organization`, …) */
                identifiedBy: string | null;
                line: number;
                /** @description Why the row cannot be matched, if so */
                problem: string | null;
            }[];
            shortfall: {
                /** @description What today's allowance and the credits leave of it now */
                available: number;
                /** @description What the job may spend of it */
                ceiling: number;
                /** @enum {string} */
                counter: "api" | "email" | "mobile";
                /** @enum {string} */
                reason: "daily_limit_reached" | "out_of_credits";
            }[];
            unreadable: number;
        };
        FilterCatalogue: {
            filters: {
                description: string;
                /** @description Where the filter sits in a Targeting, dotted (`locations.countries`). */
                key: string;
                max?: number;
                min?: number;
                /**
                 * @description `values`: a list of the values below (OR); `range`: `{ min, max }`, integers between `min` and `max`; `number`: one integer from `min` to `max`; `words`: free words of the title; `text`: free text; `flags`: booleans (named in `values` when they have counts, else in the description); `lists`: ids of the account's saved lists (GET /v1/company-lists).
                 * @enum {string}
                 */
                type: "values" | "range" | "number" | "words" | "text" | "flags" | "lists";
                values?: {
                    count: number;
                    value: string;
                }[];
            }[];
            profiles: number;
            /** @description The data version the counts belong to. */
            version: number;
        };
        LeadDeliveredEventV1: {
            data: {
                /** @description The campaign's id */
                campaignId: string;
                /** @description How many leads this run delivered */
                count: number;
                /** @description What happened, in words, as the campaign's activity says it */
                message: string;
                /** @description The `requestId` of the per-campaign webhook body carrying these leads */
                requestId: string;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "lead.delivered";
            /** @constant */
            version: 1;
        };
        LeadPage: {
            data: {
                deliveredAt: string;
                profile: components["schemas"]["Profile"];
                profileId: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        ListExportedEventV1: {
            data: {
                /** @enum {string} */
                format: "csv" | "xlsx";
                listId: string;
                /** @description Leads in the file */
                rows: number;
            };
            /** @description The event's id, also the `webhook-id` header (retries and replays keep it) */
            id: string;
            /**
             * Format: date-time
             * @description When it happened
             */
            timestamp: string;
            /** @constant */
            type: "list.exported";
            /** @constant */
            version: 1;
        };
        ListPage: {
            data: {
                addedAt: string;
                /** @description The campaign that delivered it */
                campaignId: string | null;
                /** @description When each fact of the profile was last verified or last seen in a source */
                freshness?: {
                    email: {
                        /** @description Last seen in a source or last verified */
                        lastVerifiedAt: string;
                        value: string;
                        /** @description The last verification's verdict; null when never verified */
                        verification: ("valid" | "catch_all" | "invalid" | "unknown") | null;
                    }[];
                    employment: {
                        /** @description When the current employer and title were last seen in a source or verified */
                        lastVerifiedAt: string;
                    };
                    mobile: {
                        /** @description Last seen in a source */
                        lastVerifiedAt: string;
                        value: string;
                    }[];
                };
                profile: components["schemas"]["Profile"];
                profileId: string;
            }[];
            list: {
                createdAt: string;
                id: string;
                /** @description Profiles in the list */
                items: number;
                name: string;
            };
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        Lists: {
            data: {
                createdAt: string;
                id: string;
                /** @description Profiles in the list */
                items: number;
                name: string;
            }[];
        };
        Organization: {
            about?: string;
            cc?: string;
            /** Format: uri */
            coverImage?: string;
            employeeOnSource?: number;
            headlineList?: string[];
            headquarter?: string;
            id: string;
            industry?: string;
            location?: string;
            locations?: {
                address: string;
                /** Format: uri */
                addressLink?: string;
                type: string;
            }[];
            name: string;
            nameList?: string[];
            revenue?: {
                eu?: string;
                us?: string;
            };
            sector?: string;
            size?: string;
            SourceUrl?: string;
            type?: string;
            /** Format: uri */
            website?: string;
        };
        /** @description RFC 9457 problem details (Content-Type: application/problem+json). */
        Problem: {
            /** @description conflict on a campaign: its status now */
            campaignStatus?: string;
            /** @description checklist_failed: the items that do not hold */
            checklist?: {
                /** @description What holds, or what to fix */
                detail: string;
                /** @enum {string} */
                item: "name" | "targeting" | "contact" | "days" | "window" | "saveToList" | "notifications" | "allowance";
                ok: boolean;
            }[];
            /** @description invalid_request, unauthorized, forbidden, insufficient_role, insufficient_scope, out_of_credits, daily_limit_reached, member_limit_reached, not_found, conflict, invalid_batch, checklist_failed, unreadable_rows, rate_limited */
            code: string;
            /**
             * @description 402: the first counter named
             * @enum {string}
             */
            counter?: "search" | "api" | "email" | "mobile";
            /** @description 402: every counter that cannot pay, out-of-credits ones first */
            counters?: ("search" | "api" | "email" | "mobile")[];
            detail: string;
            errors?: {
                message: string;
                path: string;
            }[];
            /** @description Data rows that can be read and would be imported */
            goodRows?: number;
            /** @description conflict on an enrichment job: its status now */
            jobStatus?: string;
            /** @description Equals `detail`. */
            message: string;
            /** @description insufficient_role: the permission the call needs */
            permission?: string;
            /** @description 402: why each counter cannot pay */
            refusals?: {
                /** @enum {string} */
                counter: "search" | "api" | "email" | "mobile";
                /** @enum {string} */
                reason: "out_of_credits" | "daily_limit_reached";
            }[];
            resetsAt?: string;
            /**
             * @description insufficient_role: the least role that may do this
             * @enum {string}
             */
            role?: "owner" | "admin" | "member" | "viewer";
            /** @description insufficient_scope: the scope the API key lacks */
            scope?: string;
            status: number;
            title: string;
            /** @description This request's log id (its X-Request-Id header), to quote to support. Not an enrichment's `requestId`. */
            traceId?: string;
            type: string;
            /** @description unreadable_rows: the rows of the file that cannot be read, by line, with why */
            unreadable?: {
                /** @description Line of the file on which the row starts, as a text editor numbers it */
                line: number;
                reason: string;
            }[];
            unreadableCount?: number;
        } & {
            [key: string]: unknown;
        };
        Profile: {
            cc?: string;
            certification?: {
                credentialId?: string;
                name: string;
                organization?: {
                    name: string;
                };
                /** Format: date-time */
                startDate?: string;
            }[];
            cities?: string[];
            city?: string;
            continent?: string;
            countries?: string[];
            country?: string;
            /** Format: uri */
            coverImage?: string;
            department?: string;
            education?: {
                degree?: string;
                organization: {
                    id?: string;
                    name: string;
                    SourceUrl?: string;
                };
                /** Format: date-time */
                startYear?: string;
            }[];
            email?: {
                type: string;
                /** Format: email */
                value: string;
            }[];
            experience?: {
                current: boolean;
                /** Format: date-time */
                endDate?: string;
                jobDescription?: string;
                organization: {
                    id?: string;
                    name: string;
                    SourceUrl?: string;
                };
                /** Format: date-time */
                startDate?: string;
                title: string;
            }[];
            experienceYear?: number;
            fn?: string;
            followers?: number;
            gender?: string;
            geo?: {
                lat: string;
                lon: string;
            };
            headlineList?: string[];
            honorsAndAwards?: string[];
            id: string;
            industry?: string;
            language?: {
                name: string;
                proficiency?: number;
            }[];
            ln?: string;
            location?: string;
            locations?: string[];
            mobile?: {
                type: string;
                value: string;
            }[];
            name?: string;
            organization?: components["schemas"]["Organization"];
            organizationId?: string;
            /** Format: uri */
            profileImage?: string;
            serviceId?: string;
            serviceUsername?: string;
            skill?: string[];
            SourceConnections?: number;
            SourceId?: string;
            SourceUrl?: string;
            SourceUsername?: string;
            state?: string;
            states?: string[];
            summary?: string;
            title?: string;
            titles?: string[];
        };
        ProfileInput: {
            /** @description The profile's id, as in Profile.id. */
            id: string;
        } | {
            /** @description Address of the profile on the originating network. */
            SourceUrl: string;
        } | {
            /** @description Handle of the profile on the originating network. */
            SourceUsername: string;
        } | {
            /**
             * Format: email
             * @description A known e-mail address.
             */
            email: string;
        } | {
            /** @description First name. */
            fn: string;
            /** @description Last name. */
            ln: string;
            /** @description Current organization: its name or its domain. */
            organization: string;
        };
        ReplayInput: {
            /** @description Replay this one delivery's event */
            deliveryId: string;
        } | {
            /**
             * Format: date-time
             * @description Replay every event this endpoint was sent since then
             */
            since: string;
        };
        ReplayResult: {
            /** @description Events queued again, each under its original id */
            replayed: number;
        };
        ResumeRequest: {
            /** @description New ceilings; each only raises the job's */
            ceiling?: {
                api?: number;
                email?: number;
                mobile?: number;
            };
        };
        ReverifyAccepted: {
            /** @description How many addresses this run will probe */
            addresses: number;
            listId: string;
            /** @constant */
            status: "queued";
        };
        ReverifyInput: {
            /**
             * @description The budget: at most this many addresses are probed, the least recently verified first
             * @default 500
             */
            maxAddresses?: number;
            /**
             * @description The providers' budget: at most this many calls to the account's data providers, about the people the account imported itself, the least recently confirmed first; 0 asks none
             * @default 100
             */
            maxProviderCalls?: number;
        };
        RotateSecretInput: {
            /**
             * @description How long the old secret keeps signing too (0 to 168 hours)
             * @default 24
             */
            overlapHours?: number;
        };
        SearchRequest: {
            cursor?: string | null;
            /** @default {} */
            filters?: components["schemas"]["Targeting"];
            /** @default 25 */
            limit?: number;
        };
        SearchResult: {
            data: components["schemas"]["Profile"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
            /** @description Profiles matching the filters */
            total: number;
            /** @description False while the index is being rebuilt for newer data: `total` is then the previous count. */
            totalIsExact: boolean;
        };
        Targeting: {
            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
            certifications?: string[];
            companies?: {
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                exclude?: string[];
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                include?: string[];
            };
            /** @description People at companies on any `include` list and on no `exclude` list (account-based targeting). */
            companyLists?: {
                /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                exclude?: string[];
                /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                include?: string[];
            };
            companySizes?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001-10000" | "10001+")[];
            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
            companyTypes?: string[];
            contact?: {
                requireEmail?: boolean;
                requireMobile?: boolean;
            };
            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
            departments?: string[];
            /** @description Leave out people already in the account's CRM (docs/crm.md): matched against the index its connections' pulls keep (GET /v1/crm/connections/{id}/pull). The estimate's `inCrm` counts them either way. */
            excludeInCrm?: {
                /** @description Leave out people at a company whose domain the account's CRM holds (a contact's website, else its work address's domain). */
                companies?: boolean;
                /** @description Leave out people with an e-mail address the account's CRM holds. */
                people?: boolean;
            };
            /** @description Years of experience, both ends included; `min` ≤ `max` (semantic rule `range-order`). */
            experienceYears?: {
                max?: number;
                min?: number;
            };
            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
            industries?: string[];
            keywords?: string;
            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
            languages?: string[];
            locations?: {
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                cities?: string[];
                continents?: ("Africa" | "Asia" | "Europe" | "North America" | "Oceania" | "South America")[];
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                countries?: string[];
                exclude?: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    cities?: string[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    countries?: string[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    states?: string[];
                };
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                states?: string[];
            };
            revenue?: ("<1M" | "1M-10M" | "10M-50M" | "50M-100M" | "100M-250M" | "250M-500M" | "500M-1B" | "1B-10B" | "10B+")[];
            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
            schools?: string[];
            seniorities?: ("owner" | "founder" | "c_suite" | "partner" | "vp" | "head" | "director" | "manager" | "senior" | "entry" | "intern")[];
            skills?: {
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                all?: string[];
                /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                any?: string[];
            };
            titles?: {
                exclude?: (string & (unknown & unknown))[];
                include?: (string & (unknown & unknown))[];
            };
            /** @description Keep people with an e-mail address (one not found invalid) last seen in a source or verified on or after the UTC day this many days ago: the `lastVerifiedAt` of their profile's `freshness`. */
            verifiedWithinDays?: number;
        };
        Templates: {
            data: {
                description: string;
                filters: {
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    certifications?: string[];
                    companies?: {
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        exclude?: string[];
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        include?: string[];
                    };
                    /** @description People at companies on any `include` list and on no `exclude` list (account-based targeting). */
                    companyLists?: {
                        /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                        exclude?: string[];
                        /** @description Ids of the account's company lists (GET /v1/company-lists; semantic rule `unknown-company-list`). */
                        include?: string[];
                    };
                    companySizes?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001-10000" | "10001+")[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    companyTypes?: string[];
                    contact?: {
                        requireEmail?: boolean;
                        requireMobile?: boolean;
                    };
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    departments?: string[];
                    /** @description Leave out people already in the account's CRM (docs/crm.md): matched against the index its connections' pulls keep (GET /v1/crm/connections/{id}/pull). The estimate's `inCrm` counts them either way. */
                    excludeInCrm?: {
                        /** @description Leave out people at a company whose domain the account's CRM holds (a contact's website, else its work address's domain). */
                        companies?: boolean;
                        /** @description Leave out people with an e-mail address the account's CRM holds. */
                        people?: boolean;
                    };
                    /** @description Years of experience, both ends included; `min` ≤ `max` (semantic rule `range-order`). */
                    experienceYears?: {
                        max?: number;
                        min?: number;
                    };
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    industries?: string[];
                    keywords?: string;
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    languages?: string[];
                    locations?: {
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        cities?: string[];
                        continents?: ("Africa" | "Asia" | "Europe" | "North America" | "Oceania" | "South America")[];
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        countries?: string[];
                        exclude?: {
                            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                            cities?: string[];
                            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                            countries?: string[];
                            /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                            states?: string[];
                        };
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        states?: string[];
                    };
                    revenue?: ("<1M" | "1M-10M" | "10M-50M" | "50M-100M" | "100M-250M" | "250M-500M" | "500M-1B" | "1B-10B" | "10B+")[];
                    /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                    schools?: string[];
                    seniorities?: ("owner" | "founder" | "c_suite" | "partner" | "vp" | "head" | "director" | "manager" | "senior" | "entry" | "intern")[];
                    skills?: {
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        all?: string[];
                        /** @description Values as GET /v1/filters lists them (semantic rule `unknown-filter-value`). */
                        any?: string[];
                    };
                    titles?: {
                        exclude?: (string & (unknown & unknown))[];
                        include?: (string & (unknown & unknown))[];
                    };
                    /** @description Keep people with an e-mail address (one not found invalid) last seen in a source or verified on or after the UTC day this many days ago: the `lastVerifiedAt` of their profile's `freshness`. */
                    verifiedWithinDays?: number;
                };
                id: string;
                name: string;
            }[];
        };
        /**
         * @description An IANA time zone, as Intl.supportedValuesOf("timeZone") names it, or UTC.
         * @enum {string}
         */
        TimeZone: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmara" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/Buenos_Aires" | "America/Argentina/Catamarca" | "America/Argentina/Cordoba" | "America/Argentina/Jujuy" | "America/Argentina/La_Rioja" | "America/Argentina/Mendoza" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Atikokan" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Indianapolis" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Louisville" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Nuuk" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Ho_Chi_Minh" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Kathmandu" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Kolkata" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yangon" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Faroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Kyiv" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Chuuk" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kanton" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Pohnpei" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC";
        Usage: {
            api: {
                credits: number;
                limit: number;
                remaining: number;
                /** @description Next 00:00 UTC. */
                resetsAt: string;
                used: number;
            };
            email: {
                credits: number;
                limit: number;
                remaining: number;
                /** @description Next 00:00 UTC. */
                resetsAt: string;
                used: number;
            };
            mobile: {
                credits: number;
                limit: number;
                remaining: number;
                /** @description Next 00:00 UTC. */
                resetsAt: string;
                used: number;
            };
            /** @description Today's (UTC) figures of each data provider the account's enrichments ask, in the order they are asked, then any asked earlier today but no longer listed. Asking a provider costs no allowance; only what is delivered does. */
            providers: {
                asked: number;
                /** @description Calls left today under the budget. */
                budgetRemaining: number | null;
                /** @description Calls a day at most; null: no budget. */
                dailyBudget: number | null;
                errors: number;
                found: number;
                label: string;
                /** @description Whose list asks it: the account's own, the operator's default, or none any more. */
                listedBy: ("account" | "operator") | null;
                notFound: number;
                /** @description The provider's id (`pdl`, `hunter-finder`, …). */
                provider: string;
            }[];
            search: {
                credits: number;
                limit: number;
                remaining: number;
                /** @description Next 00:00 UTC. */
                resetsAt: string;
                used: number;
            };
        };
        /** @description A watch's scheduled refresh; an empty body (or none) just watches */
        WatchInput: {
            /** @description Lists only: at most this many addresses probed and this many calls to the account's data providers each refresh (its `maxAddresses` and `maxProviderCalls`), the least recently verified first; default 500, absent keeps what was set */
            refreshBudget?: number;
            /** @description Lists only: re-verify the list's addresses every this many days, the first run this many days from now (POST /v1/lists/{id}/reverify's path); null stops the refresh, absent keeps what was set */
            refreshEveryDays?: number | null;
        };
        WatchState: {
            /** @description The list's scheduled re-verification; null when there is none */
            refresh: {
                /** @description At most this many addresses probed, and provider calls made, a refresh */
                budget: number;
                everyDays: number;
                /** @description When the next refresh is due (ISO 8601) */
                nextAt: string;
            } | null;
            /** @description When watching began (ISO 8601); null when not watched */
            since: string | null;
            watched: boolean;
        };
        WebhookEndpoint: {
            campaignIds: string[];
            /** Format: date-time */
            createdAt: string;
            description: string;
            disabledReason: string | null;
            /** @description Empty: every type */
            eventTypes: ("lead.delivered" | "campaign.launched" | "campaign.paused" | "campaign.completed" | "campaign.stopped_for_allowance" | "enrichment.completed" | "enrichment_job.completed" | "list.exported" | "crm.push.completed" | "contact.changed" | "contact.opted_out")[];
            id: string;
            listIds: string[];
            /** @description Until when the previous secret also signs (a rotation's overlap), if it does */
            previousSecretUntil: string | null;
            /** @enum {string} */
            status: "enabled" | "disabled";
            url: string;
        };
        WebhookEndpointDeleted: {
            /** @constant */
            deleted: true;
            id: string;
        };
        WebhookEndpointInput: {
            /**
             * @description Only events about these campaigns (or the lists below); empty for no such filter
             * @default []
             */
            campaignIds?: string[];
            /**
             * @description What the endpoint is for
             * @default
             */
            description?: string;
            /**
             * @description The event types it receives; empty for every type
             * @default []
             */
            eventTypes?: ("lead.delivered" | "campaign.launched" | "campaign.paused" | "campaign.completed" | "campaign.stopped_for_allowance" | "enrichment.completed" | "enrichment_job.completed" | "list.exported" | "crm.push.completed" | "contact.changed" | "contact.opted_out")[];
            /**
             * @description Only events about these lists (or the campaigns above); empty for no such filter
             * @default []
             */
            listIds?: string[];
            /**
             * Format: uri
             * @description Where the events are POSTed, signed (Standard Webhooks): https, or http to a public address (semantic rule `webhook-target`)
             */
            url: string;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
        };
        WebhookEndpointPatch: {
            campaignIds?: string[];
            description?: string;
            eventTypes?: ("lead.delivered" | "campaign.launched" | "campaign.paused" | "campaign.completed" | "campaign.stopped_for_allowance" | "enrichment.completed" | "enrichment_job.completed" | "list.exported" | "crm.push.completed" | "contact.changed" | "contact.opted_out")[];
            listIds?: string[];
            /**
             * @description `enabled` turns a disabled endpoint back on
             * @enum {string}
             */
            status?: "enabled" | "disabled";
            /**
             * Format: uri
             * @description Where the events are POSTed, signed (Standard Webhooks): https, or http to a public address (semantic rule `webhook-target`)
             */
            url?: string;
        };
        WebhookEndpointWithSecret: {
            campaignIds: string[];
            /** Format: date-time */
            createdAt: string;
            description: string;
            disabledReason: string | null;
            /** @description Empty: every type */
            eventTypes: ("lead.delivered" | "campaign.launched" | "campaign.paused" | "campaign.completed" | "campaign.stopped_for_allowance" | "enrichment.completed" | "enrichment_job.completed" | "list.exported" | "crm.push.completed" | "contact.changed" | "contact.opted_out")[];
            id: string;
            listIds: string[];
            /** @description Until when the previous secret also signs (a rotation's overlap), if it does */
            previousSecretUntil: string | null;
            /** @description The signing secret (`whsec_…`), for Standard Webhooks libraries */
            secret: string;
            /** @enum {string} */
            status: "enabled" | "disabled";
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Only this act; one of auth.signed_in, auth.sign_in_failed, auth.password_changed, auth.password_reset, auth.session_revoked, auth.other_sessions_revoked, auth.email_change_requested, auth.email_changed, auth.email_change_undone, api_key.created, api_key.revoked, webhook_secret.rotated, provider.saved, provider.removed, crm.connection_changed, member.invited, member.joined, member.removed, member.role_changed, invitation.revoked, workspace.ownership_transferred, campaign.launched, campaign.paused, campaign.resumed, campaign.archived, campaign_leads.exported, list.exported, enrichment.bulk_started, contact_import.started, do_not_contact.added, do_not_contact.removed, do_not_contact.imported, company_list.imported, company_list.deleted, audit_log.exported */
                action?: "auth.signed_in" | "auth.sign_in_failed" | "auth.password_changed" | "auth.password_reset" | "auth.session_revoked" | "auth.other_sessions_revoked" | "auth.email_change_requested" | "auth.email_changed" | "auth.email_change_undone" | "api_key.created" | "api_key.revoked" | "webhook_secret.rotated" | "provider.saved" | "provider.removed" | "crm.connection_changed" | "member.invited" | "member.joined" | "member.removed" | "member.role_changed" | "invitation.revoked" | "workspace.ownership_transferred" | "campaign.launched" | "campaign.paused" | "campaign.resumed" | "campaign.archived" | "campaign_leads.exported" | "list.exported" | "enrichment.bulk_started" | "contact_import.started" | "do_not_contact.added" | "do_not_contact.removed" | "do_not_contact.imported" | "company_list.imported" | "company_list.deleted" | "audit_log.exported";
                /** @description Only acts by this user (id or e-mail) or API key (id) */
                actor?: string;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description Only acts at or after this time */
                from?: string;
                /** @description An integer from 1 to 200; default 50 */
                limit?: number;
                /** @description Only acts before this time */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportAuditEvents: {
        parameters: {
            query?: {
                /** @description Only this act; one of auth.signed_in, auth.sign_in_failed, auth.password_changed, auth.password_reset, auth.session_revoked, auth.other_sessions_revoked, auth.email_change_requested, auth.email_changed, auth.email_change_undone, api_key.created, api_key.revoked, webhook_secret.rotated, provider.saved, provider.removed, crm.connection_changed, member.invited, member.joined, member.removed, member.role_changed, invitation.revoked, workspace.ownership_transferred, campaign.launched, campaign.paused, campaign.resumed, campaign.archived, campaign_leads.exported, list.exported, enrichment.bulk_started, contact_import.started, do_not_contact.added, do_not_contact.removed, do_not_contact.imported, company_list.imported, company_list.deleted, audit_log.exported */
                action?: "auth.signed_in" | "auth.sign_in_failed" | "auth.password_changed" | "auth.password_reset" | "auth.session_revoked" | "auth.other_sessions_revoked" | "auth.email_change_requested" | "auth.email_changed" | "auth.email_change_undone" | "api_key.created" | "api_key.revoked" | "webhook_secret.rotated" | "provider.saved" | "provider.removed" | "crm.connection_changed" | "member.invited" | "member.joined" | "member.removed" | "member.role_changed" | "invitation.revoked" | "workspace.ownership_transferred" | "campaign.launched" | "campaign.paused" | "campaign.resumed" | "campaign.archived" | "campaign_leads.exported" | "list.exported" | "enrichment.bulk_started" | "contact_import.started" | "do_not_contact.added" | "do_not_contact.removed" | "do_not_contact.imported" | "company_list.imported" | "company_list.deleted" | "audit_log.exported";
                /** @description Only acts by this user (id or e-mail) or API key (id) */
                actor?: string;
                /** @description Only acts at or after this time */
                from?: string;
                /** @description Only acts before this time */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV: at, action, actorType, actorId, actor, address, targetType, targetId, summary (JSON) */
            200: {
                headers: {
                    /** @description attachment; filename="audit log.csv" */
                    "Content-Disposition": string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 100; default 50 */
                limit?: number;
                /** @description Only campaigns in this status; one of draft, active, paused, completed, archived */
                status?: "draft" | "active" | "paused" | "completed" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description /v1/campaigns/{id} */
                    Location: string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-filter-value`: Each value of a filter whose values come from the data (departments, industries, skills, languages, schools, certifications, company types, countries, states, cities) is one that GET /v1/filters lists; case does not matter.
             *     - `https://leadwise.dev/problems/range-order`: A range's `min` is not greater than its `max` (`experienceYears`).
             *     - `https://leadwise.dev/problems/unknown-company-list`: Each id in `companyLists.include` / `companyLists.exclude` names one of the account's company lists (GET /v1/company-lists).
             *     - `https://leadwise.dev/problems/window-order`: A delivery window ends after it starts: `window.end` is later than `window.start`.
             *     - `https://leadwise.dev/problems/date-order`: A delivery's `endDate` is not before its `startDate` (also when a PATCH changes only one of them).
             *     - `https://leadwise.dev/problems/unknown-list`: `saveToList.listId` names one of the account's lists (GET /v1/lists).
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-filter-value" | "https://leadwise.dev/problems/range-order" | "https://leadwise.dev/problems/unknown-company-list" | "https://leadwise.dev/problems/window-order" | "https://leadwise.dev/problems/date-order" | "https://leadwise.dev/problems/unknown-list";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-filter-value`: Each value of a filter whose values come from the data (departments, industries, skills, languages, schools, certifications, company types, countries, states, cities) is one that GET /v1/filters lists; case does not matter.
             *     - `https://leadwise.dev/problems/range-order`: A range's `min` is not greater than its `max` (`experienceYears`).
             *     - `https://leadwise.dev/problems/unknown-company-list`: Each id in `companyLists.include` / `companyLists.exclude` names one of the account's company lists (GET /v1/company-lists).
             *     - `https://leadwise.dev/problems/window-order`: A delivery window ends after it starts: `window.end` is later than `window.start`.
             *     - `https://leadwise.dev/problems/date-order`: A delivery's `endDate` is not before its `startDate` (also when a PATCH changes only one of them).
             *     - `https://leadwise.dev/problems/unknown-list`: `saveToList.listId` names one of the account's lists (GET /v1/lists).
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-filter-value" | "https://leadwise.dev/problems/range-order" | "https://leadwise.dev/problems/unknown-company-list" | "https://leadwise.dev/problems/window-order" | "https://leadwise.dev/problems/date-order" | "https://leadwise.dev/problems/unknown-list";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the campaign's status does not allow this (campaignStatus) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    archiveCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the campaign's status does not allow this (campaignStatus) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCampaignChanges: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 500; default 100 */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description cursor_expired: the cursor stands before entries deleted past the feed's retention (CHANGE_FEED_RETENTION_DAYS); read the feed again without a cursor */
            410: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCampaignChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checklist"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCampaignCrm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignCrm"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setCampaignCrm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "connectionId": "c0ffee00-0000-4000-8000-000000000002",
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["CampaignCrm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignCrm"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign or CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    duplicateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description /v1/campaigns/{id} of the copy */
                    Location: string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    launchCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the campaign's status does not allow this (campaignStatus) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description checklist_failed: the Launch Checklist does not hold (checklist) */
            422: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCampaignLeads: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 100; default 25 */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCampaignLeads: {
        parameters: {
            query?: {
                /** @description Csv: UTF-8 with a BOM; xlsx: every cell typed text; one of csv, xlsx; default csv */
                format?: "csv" | "xlsx";
                /** @description Full: every profile field; crm: the headers HubSpot and Salesforce map by themselves (First Name, Last Name, Email, Phone Number, Company Name, Job Title, …); one of full, crm; default full */
                preset?: "full" | "crm";
            };
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per lead. CSV cells that would start a formula get a leading ', except phone numbers, which are sent as they are; XLSX cells are all typed text. */
            200: {
                headers: {
                    /** @description attachment; filename="<campaign name> leads[ (CRM)].csv|xlsx" */
                    "Content-Disposition": string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:export` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:export`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    pauseCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the campaign's status does not allow this (campaignStatus) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the campaign's status does not allow this (campaignStatus) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resumeCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the campaign's status does not allow this (campaignStatus) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description checklist_failed: the Launch Checklist does not hold (checklist) */
            422: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCampaignWatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchState"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    watchCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchState"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unwatchCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchState"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no campaign of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCampaignTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Templates"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCompanyLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyLists"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadCompanyList: {
        parameters: {
            query: {
                /** @description `true` imports the rows that can be read when some cannot (each listed in the answer's `unreadable`); without it, such a file answers 422 with the list and saves nothing; one of true, false */
                acceptPartial?: "true" | "false";
                /** @description The new list's name, as the wizard shows it */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example domain,name
                 *     acme.io,Acme
                 *     ,Globex Corporation
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyListUploadReport"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `company-lists:write` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `company-lists:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unreadable_rows: rows of the file cannot be read (broken quoting, a number of fields other than the first row's, bytes that are not text); nothing was saved. `unreadable` lists them by line with why, `goodRows` counts the others: send the file again with `acceptPartial=true` to import those. */
            422: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCompanyList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyListReport"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no company list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCompanyList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyListDeleted"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `company-lists:write` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `company-lists:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no company list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: campaigns that may still deliver target with the list */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enrichContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 h answer the first answer again and consume nothing; another body under the key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRequest"];
            };
        };
        responses: {
            /** @description Accepted; poll GET /v1/contact/enrich?id= or wait for the webhook. */
            202: {
                headers: {
                    /** @description `true` when this is the first answer given again for a reused Idempotency-Key (nothing was consumed). */
                    "Idempotent-Replayed"?: "true";
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/webhook-target`: `webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.
             *     - `https://leadwise.dev/problems/webhook-conflict`: `webhookUrl` and `callbackUrl`, when both are given, are the same address.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/webhook-target" | "https://leadwise.dev/problems/webhook-conflict";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description out_of_credits ("Out of credits …", buy credits) or daily_limit_reached ("Daily limit reached …", resets 00:00 UTC). The message names every counter that cannot pay, one sentence per rule, out of credits first (it gives the code when both apply); `counters` lists them, `refusals` says why each. member_limit_reached ("Member limit reached: your own daily <counter> cap of <n> …"): the calling member (or the maker of the API key) is at the daily cap a workspace admin set for them, while the workspace may still have allowance; `counter` and `cap` name it, resets 00:00 UTC. */
            402: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: Idempotency-Key reused with another body */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description invalid_batch: profiles is empty or has more than 10 entries */
            422: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    lookUpContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 h answer the first answer again and consume nothing; another body under the key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DetailsRequest"];
            };
        };
        responses: {
            /** @description Accepted; poll GET /v1/contact/enrich?id= or wait for the webhook. */
            202: {
                headers: {
                    /** @description `true` when this is the first answer given again for a reused Idempotency-Key (nothing was consumed). */
                    "Idempotent-Replayed"?: "true";
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/webhook-target`: `webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.
             *     - `https://leadwise.dev/problems/webhook-conflict`: `webhookUrl` and `callbackUrl`, when both are given, are the same address.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/webhook-target" | "https://leadwise.dev/problems/webhook-conflict";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description out_of_credits ("Out of credits …", buy credits) or daily_limit_reached ("Daily limit reached …", resets 00:00 UTC). The message names every counter that cannot pay, one sentence per rule, out of credits first (it gives the code when both apply); `counters` lists them, `refusals` says why each. member_limit_reached ("Member limit reached: your own daily <counter> cap of <n> …"): the calling member (or the maker of the API key) is at the daily cap a workspace admin set for them, while the workspace may still have allowance; `counter` and `cap` name it, resets 00:00 UTC. */
            402: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: Idempotency-Key reused with another body */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEnrichmentResult: {
        parameters: {
            query: {
                /** @description The requestId answered by the POST. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request's state and, once done, its result */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrichmentResult"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: unknown id, or another account's */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enrichContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 h answer the first answer again and consume nothing; another body under the key is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrichRequest"];
            };
        };
        responses: {
            /** @description Accepted; poll GET /v1/contact/enrich?id= or wait for the webhook. */
            202: {
                headers: {
                    /** @description `true` when this is the first answer given again for a reused Idempotency-Key (nothing was consumed). */
                    "Idempotent-Replayed"?: "true";
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/webhook-target`: `webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.
             *     - `https://leadwise.dev/problems/webhook-conflict`: `webhookUrl` and `callbackUrl`, when both are given, are the same address.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/webhook-target" | "https://leadwise.dev/problems/webhook-conflict";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description out_of_credits ("Out of credits …", buy credits) or daily_limit_reached ("Daily limit reached …", resets 00:00 UTC). The message names every counter that cannot pay, one sentence per rule, out of credits first (it gives the code when both apply); `counters` lists them, `refusals` says why each. member_limit_reached ("Member limit reached: your own daily <counter> cap of <n> …"): the calling member (or the maker of the API key) is at the daily cap a workspace admin set for them, while the workspace may still have allowance; `counter` and `cap` name it, resets 00:00 UTC. */
            402: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: Idempotency-Key reused with another body */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importContacts: {
        parameters: {
            query?: {
                /** @description `true` imports the rows that can be read when some cannot (each listed in the answer's `unreadable`); without it, such a file answers 422 with the list and saves nothing; one of true, false */
                acceptPartial?: "true" | "false";
                /** @description Column for City */
                city?: string;
                /** @description Column for Country */
                country?: string;
                /** @description Column for Department */
                department?: string;
                /** @description Column for E-mail */
                email?: string;
                /** @description Row number, in the whole file, of the first data row of this body: a large file sent in parts (each with the header) gets reports that name the file's own rows. Default 2.; an integer from 2 to 10000000 */
                firstRow?: number;
                /** @description Column for First name */
                fn?: string;
                /** @description Column for Industry */
                industry?: string;
                /** @description Column for Last name */
                ln?: string;
                /** @description Column for Phone */
                mobile?: string;
                /** @description Column for Company */
                organization?: string;
                /** @description Column for State or region */
                state?: string;
                /** @description Column for Job title */
                title?: string;
                /** @description Column for Company website */
                website?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example First Name,Last Name,E-mail,Phone,Company,Job Title
                 *     Ada,Lovelace,ada@example.com,+44 20 7946 0000,Analytical Engines,Founder
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactImportReport"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unreadable_rows: rows of the file cannot be read (broken quoting, a number of fields other than the first row's, bytes that are not text); nothing was saved. `unreadable` lists them by line with why, `goodRows` counts the others: send the file again with `acceptPartial=true` to import those. */
            422: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-filter-value`: Each value of a filter whose values come from the data (departments, industries, skills, languages, schools, certifications, company types, countries, states, cities) is one that GET /v1/filters lists; case does not matter.
             *     - `https://leadwise.dev/problems/range-order`: A range's `min` is not greater than its `max` (`experienceYears`).
             *     - `https://leadwise.dev/problems/unknown-company-list`: Each id in `companyLists.include` / `companyLists.exclude` names one of the account's company lists (GET /v1/company-lists).
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-filter-value" | "https://leadwise.dev/problems/range-order" | "https://leadwise.dev/problems/unknown-company-list" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description out_of_credits ("Out of credits …", buy credits) or daily_limit_reached ("Daily limit reached …", resets 00:00 UTC). The message names every counter that cannot pay, one sentence per rule, out of credits first (it gives the code when both apply); `counters` lists them, `refusals` says why each. member_limit_reached ("Member limit reached: your own daily <counter> cap of <n> …"): the calling member (or the maker of the API key) is at the daily cap a workspace admin set for them, while the workspace may still have allowance; `counter` and `cap` name it, resets 00:00 UTC. */
            402: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `search` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `search`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCrmConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnections"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCrmConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vendor": "hubspot",
                 *       "name": "Sales HubSpot",
                 *       "token": "pat-eu1-0000-example"
                 *     }
                 */
                "application/json": components["schemas"]["CrmConnectionInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The connection's address */
                    Location?: string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnection"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCrmConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM connection's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnection"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCrmConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM connection's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionDeleted"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCrmMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM connection's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmMapping"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the CRM refused or could not be reached (its words in `detail`), or required CRM properties are left unmapped (`unmappedRequired`) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    saveCrmMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM connection's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mapping": [
                 *         {
                 *           "field": "firstName",
                 *           "property": "firstname",
                 *           "rule": "overwrite"
                 *         },
                 *         {
                 *           "field": "title",
                 *           "property": "jobtitle",
                 *           "rule": "fill_if_empty"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CrmMappingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmMapping"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the CRM refused or could not be reached (its words in `detail`), or required CRM properties are left unmapped (`unmappedRequired`) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCrmPull: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM connection's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmPull"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    refreshCrmPull: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM connection's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmPull"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    testCrmConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM connection's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionTest"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no CRM connection of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startCrmPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "listId": "8d1c6f0e-0000-4000-8000-000000000001",
                 *       "connectionId": "c0ffee00-0000-4000-8000-000000000002"
                 *     }
                 */
                "application/json": components["schemas"]["CrmPushInput"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description The push's address */
                    Location?: string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmPush"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:export` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:export`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no such list, campaign or connection of this account */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the CRM refused or could not be reached (its words in `detail`), or required CRM properties are left unmapped (`unmappedRequired`) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCrmPush: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The push's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmPush"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no push of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCrmPushRows: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 500; default 100 */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The push's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmPushRows"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no push of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEnrichmentJob: {
        parameters: {
            query?: {
                /** @description Most api units the job may spend (default: one per row); an integer from 0 to 10000000 */
                "ceiling.api"?: number;
                /** @description Most email units the job may spend (default: one per row when e-mail is wanted); an integer from 0 to 10000000 */
                "ceiling.email"?: number;
                /** @description Most mobile units the job may spend (default: one per row when mobile is wanted); an integer from 0 to 10000000 */
                "ceiling.mobile"?: number;
                /** @description Header of the column holding Company domain or website; suggested from the headers when no column.* is given */
                "column.domain"?: string;
                /** @description Header of the column holding E-mail; suggested from the headers when no column.* is given */
                "column.email"?: string;
                /** @description Header of the column holding First name; suggested from the headers when no column.* is given */
                "column.fn"?: string;
                /** @description Header of the column holding Leadwise id; suggested from the headers when no column.* is given */
                "column.id"?: string;
                /** @description Header of the column holding Last name; suggested from the headers when no column.* is given */
                "column.ln"?: string;
                /** @description Header of the column holding Company name; suggested from the headers when no column.* is given */
                "column.organization"?: string;
                /** @description Header of the column holding Profile URL; suggested from the headers when no column.* is given */
                "column.SourceUrl"?: string;
                /** @description Header of the column holding Profile username; suggested from the headers when no column.* is given */
                "column.SourceUsername"?: string;
                /** @description Find an e-mail address per row (default true; 1 email unit each); one of true, false */
                email?: "true" | "false";
                /** @description Find a mobile number per row (default false; 1 mobile unit each); one of true, false */
                mobile?: "true" | "false";
                /** @description A label for the job */
                name?: string;
                /** @description Let the account's external data providers be asked for what local data lacks (default true); one of true, false */
                providers?: "true" | "false";
                /** @description Where `enrichment_job.completed` is POSTed, signed (Standard Webhooks): https, or http to a public address (semantic rule `webhook-target`) */
                webhookUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV as the body (text/csv, options in the query), or a multipart form (API keys only) with the file as its `file` field and the options as its other fields, named as the query parameters. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                } & {
                    [key: string]: string;
                };
                /**
                 * @example First Name;Last Name;Company;E-mail
                 *     Ada;Lovelace;Analytical Engines;ada@example.com
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Accepted; poll GET /v1/enrichment-jobs/{id}, or wait for the webhook. */
            202: {
                headers: {
                    /** @description /v1/enrichment-jobs/{id} */
                    Location: string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileJobAccepted"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/webhook-target`: `webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/webhook-target";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the file is larger than 50 MB, or has more than 100,000 rows (`maxRows`) */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEnrichmentJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The enrichment job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileJobProgress"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no enrichment job of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelEnrichmentJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The enrichment job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileJobProgress"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no enrichment job of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the job's status does not allow this (`jobStatus`) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEnrichmentJobResult: {
        parameters: {
            query?: {
                /** @description One of csv, xlsx; default csv */
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                /** @description The enrichment job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result file. */
            200: {
                headers: {
                    /** @description attachment; filename="<job name> enriched.csv|xlsx" */
                    "Content-Disposition": string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:export` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:export`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no enrichment job of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resumeEnrichmentJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The enrichment job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResumeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileJobProgress"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no enrichment job of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description conflict: the job's status does not allow this (`jobStatus`) */
            409: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    previewEnrichmentJob: {
        parameters: {
            query?: {
                /** @description Most api units the job may spend (default: one per row); an integer from 0 to 10000000 */
                "ceiling.api"?: number;
                /** @description Most email units the job may spend (default: one per row when e-mail is wanted); an integer from 0 to 10000000 */
                "ceiling.email"?: number;
                /** @description Most mobile units the job may spend (default: one per row when mobile is wanted); an integer from 0 to 10000000 */
                "ceiling.mobile"?: number;
                /** @description Header of the column holding Company domain or website; suggested from the headers when no column.* is given */
                "column.domain"?: string;
                /** @description Header of the column holding E-mail; suggested from the headers when no column.* is given */
                "column.email"?: string;
                /** @description Header of the column holding First name; suggested from the headers when no column.* is given */
                "column.fn"?: string;
                /** @description Header of the column holding Leadwise id; suggested from the headers when no column.* is given */
                "column.id"?: string;
                /** @description Header of the column holding Last name; suggested from the headers when no column.* is given */
                "column.ln"?: string;
                /** @description Header of the column holding Company name; suggested from the headers when no column.* is given */
                "column.organization"?: string;
                /** @description Header of the column holding Profile URL; suggested from the headers when no column.* is given */
                "column.SourceUrl"?: string;
                /** @description Header of the column holding Profile username; suggested from the headers when no column.* is given */
                "column.SourceUsername"?: string;
                /** @description Find an e-mail address per row (default true; 1 email unit each); one of true, false */
                email?: "true" | "false";
                /** @description Find a mobile number per row (default false; 1 mobile unit each); one of true, false */
                mobile?: "true" | "false";
                /** @description A label for the job */
                name?: string;
                /** @description Let the account's external data providers be asked for what local data lacks (default true); one of true, false */
                providers?: "true" | "false";
                /** @description Where `enrichment_job.completed` is POSTed, signed (Standard Webhooks): https, or http to a public address (semantic rule `webhook-target`) */
                webhookUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV as the body (text/csv, options in the query), or a multipart form (API keys only) with the file as its `file` field and the options as its other fields, named as the query parameters. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                } & {
                    [key: string]: string;
                };
                /**
                 * @example First Name;Last Name;Company;E-mail
                 *     Ada;Lovelace;Analytical Engines;ada@example.com
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilePreview"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/webhook-target`: `webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/webhook-target";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `enrich` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `enrich`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the file is larger than 50 MB, or has more than 100,000 rows (`maxRows`) */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    estimateAudience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstimateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Estimate"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-filter-value`: Each value of a filter whose values come from the data (departments, industries, skills, languages, schools, certifications, company types, countries, states, cities) is one that GET /v1/filters lists; case does not matter.
             *     - `https://leadwise.dev/problems/range-order`: A range's `min` is not greater than its `max` (`experienceYears`).
             *     - `https://leadwise.dev/problems/unknown-company-list`: Each id in `companyLists.include` / `companyLists.exclude` names one of the account's company lists (GET /v1/company-lists).
             *     - `https://leadwise.dev/problems/window-order`: A delivery window ends after it starts: `window.end` is later than `window.start`.
             *     - `https://leadwise.dev/problems/date-order`: A delivery's `endDate` is not before its `startDate` (also when a PATCH changes only one of them).
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-filter-value" | "https://leadwise.dev/problems/range-order" | "https://leadwise.dev/problems/unknown-company-list" | "https://leadwise.dev/problems/window-order" | "https://leadwise.dev/problems/date-order";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `estimate` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `estimate`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterCatalogue"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `campaigns:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `campaigns:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lists"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getList: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 100; default 50 */
                limit?: number;
                /** @description Words of the name, title, company or place */
                q?: string;
            };
            header?: never;
            path: {
                /** @description The list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listListChanges: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 500; default 100 */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description cursor_expired: the cursor stands before entries deleted past the feed's retention (CHANGE_FEED_RETENTION_DAYS); read the feed again without a cursor */
            410: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportList: {
        parameters: {
            query?: {
                /** @description Csv: UTF-8 with a BOM; xlsx: every cell typed text; one of csv, xlsx; default csv */
                format?: "csv" | "xlsx";
                /** @description Full: every profile field; crm: the headers HubSpot and Salesforce map by themselves (First Name, Last Name, Email, Phone Number, Company Name, Job Title, …); one of full, crm; default full */
                preset?: "full" | "crm";
            };
            header?: never;
            path: {
                /** @description The list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per lead. CSV cells that would start a formula get a leading ', except phone numbers, which are sent as they are; XLSX cells are all typed text. */
            200: {
                headers: {
                    /** @description attachment; filename="<list name>[ (CRM)].csv|xlsx" */
                    "Content-Disposition": string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:export` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:export`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reverifyList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReverifyInput"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReverifyAccepted"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getListWatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchState"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    watchList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WatchInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchState"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unwatchList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The list's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchState"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `lists:write` (it needs member or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `lists:write`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no list of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDoNotContact: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 1000; default 100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DncPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `suppressions` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `suppressions`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addDoNotContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DncEntries"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DncChange"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `suppressions` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `suppressions`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeDoNotContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DncEntries"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DncChange"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `suppressions` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `suppressions`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importDoNotContact: {
        parameters: {
            query?: {
                /** @description `true` imports the rows that can be read when some cannot (each listed in the answer's `unreadable`); without it, such a file answers 422 with the list and saves nothing; one of true, false */
                acceptPartial?: "true" | "false";
                /** @description The country of phone numbers written without their country code (ISO 3166-1 alpha-2, e.g. DE); one of AC, AD, AE, AF, AG, AI, AL, AM, AO, AR, AS, AT, AU, AW, AX, AZ, BA, BB, BD, BE, BF, BG, BH, BI, BJ, BL, BM, BN, BO, BQ, BR, BS, BT, BW, BY, BZ, CA, CC, CD, CF, CG, CH, CI, CK, CL, CM, CN, CO, CR, CU, CV, CW, CX, CY, CZ, DE, DJ, DK, DM, DO, DZ, EC, EE, EG, EH, ER, ES, ET, FI, FJ, FK, FM, FO, FR, GA, GB, GD, GE, GF, GG, GH, GI, GL, GM, GN, GP, GQ, GR, GT, GU, GW, GY, HK, HN, HR, HT, HU, ID, IE, IL, IM, IN, IO, IQ, IR, IS, IT, JE, JM, JO, JP, KE, KG, KH, KI, KM, KN, KP, KR, KW, KY, KZ, LA, LB, LC, LI, LK, LR, LS, LT, LU, LV, LY, MA, MC, MD, ME, MF, MG, MH, MK, ML, MM, MN, MO, MP, MQ, MR, MS, MT, MU, MV, MW, MX, MY, MZ, NA, NC, NE, NF, NG, NI, NL, NO, NP, NR, NU, NZ, OM, PA, PE, PF, PG, PH, PK, PL, PM, PR, PS, PT, PW, PY, QA, RE, RO, RS, RU, RW, SA, SB, SC, SD, SE, SG, SH, SI, SJ, SK, SL, SM, SN, SO, SR, SS, ST, SV, SX, SY, SZ, TA, TC, TD, TG, TH, TJ, TK, TL, TM, TN, TO, TR, TT, TV, TW, TZ, UA, UG, US, UY, UZ, VA, VC, VE, VG, VI, VN, VU, WF, WS, XK, YE, YT, ZA, ZM, ZW */
                country?: "AC" | "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GT" | "GU" | "GW" | "GY" | "HK" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TA" | "TC" | "TD" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example email,domain
                 *     someone@example.com,
                 *     ,acme.io
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DncImportReport"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `suppressions` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `suppressions`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unreadable_rows: rows of the file cannot be read (broken quoting, a number of fields other than the first row's, bytes that are not text); nothing was saved. `unreadable` lists them by line with why, `goodRows` counts the others: send the file again with `acceptPartial=true` to import those. */
            422: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `usage:read` (it needs viewer or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `usage:read`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description /v1/webhook-endpoints/{id} */
                    Location: string;
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/webhook-target`: `webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.
             *     - `https://leadwise.dev/problems/unknown-event-subject`: Each id in a webhook endpoint's `campaignIds` / `listIds` names one of the account's campaigns (GET /v1/campaigns) or lists (GET /v1/lists).
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/webhook-target" | "https://leadwise.dev/problems/unknown-event-subject";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDeleted"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/webhook-target`: `webhookUrl` / `callbackUrl` (a webhook endpoint's `url`) names a public host: not localhost, a single-label name, or a private, loopback or link-local address.
             *     - `https://leadwise.dev/problems/unknown-event-subject`: Each id in a webhook endpoint's `campaignIds` / `listIds` names one of the account's campaigns (GET /v1/campaigns) or lists (GET /v1/lists).
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/webhook-target" | "https://leadwise.dev/problems/unknown-event-subject";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookEndpointDeliveries: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description An integer from 1 to 100; default 25 */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointDeliveryPage"];
                };
            };
            /**
             * @description invalid_request. The body or query fails this document's schemas (type `https://leadwise.dev/problems/invalid-request`), or, when it passes them, breaks one of these rules, which its `type` names:
             *     - `https://leadwise.dev/problems/unknown-cursor`: A `cursor` is one this API answered as `nextCursor`.
             */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request" | "https://leadwise.dev/problems/unknown-cursor";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replayWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayResult"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint (or delivery) of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotateSecretInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointSecret"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointSecret"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointTestResult"];
                };
            };
            /** @description invalid_request: the body or query fails this document's schemas */
            400: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        type?: "https://leadwise.dev/problems/invalid-request";
                    };
                };
            };
            /** @description unauthorized: no or bad credentials */
            401: {
                headers: {
                    /** @description RFC 6750: `Bearer realm="leadwise"`, with `error="invalid_token"` when the key is unknown or revoked. */
                    "WWW-Authenticate": string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_role: the signed-in member's role lacks `admin` (it needs admin or above); `role` names the role needed. insufficient_scope: the API key does not carry the scope `admin`; `scope` names it. forbidden: a call made with the session cookie that changes state came from another origin or is not JSON */
            403: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found: no webhook endpoint of this account has that id */
            404: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large: the body is larger than 1 MB */
            413: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit?: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Api"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Email"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Mobile"?: string;
                    /** @description used=U; limit=L; remaining=R; credits=C; reset=<ISO time> */
                    "X-Allowance-Search"?: string;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited: too many requests per second for the key (never for polling GET /v1/contact/enrich) */
            429: {
                headers: {
                    /** @description `"per-key";r=<requests left now>;t=<seconds until the bucket is full>`. Sent when the request carries an API key. */
                    RateLimit: string;
                    /** @description IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the API key's token bucket, `"per-key";q=<requests a full bucket holds>;w=<seconds to refill it>`. Sent when the request carries an API key. Polling GET /v1/contact/enrich never draws from it. */
                    "RateLimit-Policy": string;
                    /** @description Seconds until the key may send again. */
                    "Retry-After": number;
                    /** @description The request's id (the caller's X-Request-Id when it is 8 to 100 of [A-Za-z0-9_.-], else a new one); logged with it and echoed as `traceId` in problems. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    receive_campaign_completed: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignCompletedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_campaign_launched: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignLaunchedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_campaign_paused: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignPausedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_campaign_stopped_for_allowance: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignStoppedForAllowanceEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_contact_changed: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactChangedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_contact_opted_out: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactOptedOutEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_crm_push_completed: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrmPushCompletedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_enrichment_job_completed: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrichmentJobCompletedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_enrichment_completed: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrichmentCompletedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveEnrichmentJobCompleted: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileJobCompleted"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveEnrichmentResult: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryBody"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_lead_delivered: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadDeliveredEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receive_list_exported: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-signature": string;
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListExportedEventV1"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
