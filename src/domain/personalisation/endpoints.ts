/**
 * The calls the personalisation layer makes, all same-origin (the site relays /msapi/… to the API
 * gateway with the visitor's cookies). Paths the specification names are used as written; the
 * others are the site's choice, served by the sandbox in the same shapes.
 *
 * Bodies (only the fields read; everything else is ignored):
 *   infocus            GET  → { content: { customerState: 'Authenticated' | … } }
 *   accountDetails     POST (empty body) → { content: AccountDetails }
 *   profileDetails     GET  ?variant=bsse|bsse-tlg → { content: AccountDetails }
 *   AccountDetails = { customerState, authenticatedID, firstName, lastName,
 *     isSmallBusinessAccountsPresent, isConsumerAccountsPresent,
 *     wirelessAccountDetails[], uverseAccountDetails[], bsseAccountDetails[] }
 *   each account = { accountNumber, accountStatus?, isSMBCustomer?, isWirelessServicePresent?,
 *     isInternetServicePresent?, serviceType? }   (serviceType: 'wireless' | 'internet-air' | …)
 *   devicesV1          POST (empty body) → { content: { devices: Device[] } }
 *   devicesV2          POST { wirelessAccNums: string[] } → same
 *   Device = { ctn, name, make?, model?, imageUrl?, accountNumber? }
 *   wirelessContent    GET  ?ctnSubscriberNumber= → { 'cms-feed': { components: { default: {
 *     recognizedState: { content: { cards: [{ content: { hasWireless: true | 'true' | … } }] } },
 *     unAuth: { content: { recognisedStateKillSwitch: 'true' | 'false' } } } } } }
 *   consent            GET  ?serviceName=wireless[&ctn=] → { content: { consentRSAllow, auth },
 *     authDeviceSupportResponse: { ctnvalid }, accountnumbers: [{ subscribers: [{
 *     subscriberNumberLastFour, supportdeviceDetailsInfo: { deviceMake, deviceModel, deviceOS,
 *     deviceClassifications: { deviceType } } }] }] }
 *   consentSetFocus    POST { ctn } → { content: { consentRSAllow, … } } (as consent)
 *   consentProvided    GET  /{id} (the UUID cookie) → { content: { id, consentProvided } }
 *     (whether the visitor behind that id already gave their consent, that is their number, on
 *     an earlier visit: asked before the number dialog opens, so they are not asked again)
 *   twoFactorStatus    GET  → only the HTTP status is read (309 = second factor required)
 *   userServices       GET  → { content: { reportingAccounts: [{ type, accountNumber, isSMB | isSmb }] } }
 *   loginAnalytics     GET  → { userid, client_id, trid, flowcode }
 *   serviceHealth      GET  [?ctn=][&locale=es-US] → { content: { ctn, deviceName, imageUrl,
 *     checks: [{ name, status: 'ok' | 'warning' | 'issue', message }] } }
 *     (the site's choice of path, beside get-devices: the device's service-health panel)
 *   checkLiteWireless  GET  ?accountNumber= → { content: { status: 0 | 1 | 2 } }
 *     (1 = an outage affects the account's area, 0 = none, 2 = unknown; the spec's check-lite
 *     wireless constant, under the same outage service as the active-wireless endpoint)
 */

export const ENDPOINTS = {
  infocus: '/msapi/support-account/v1/infocus',
  accountDetails: '/msapi/support-account/v1/accountdetails',
  profileDetails: '/msapi/support-account/v2/profiledetails',
  devicesV1: '/msapi/support-devices/v1/getdevices',
  devicesV2: '/msapi/support-devices/v2/getdevices',
  wirelessContent: '/msapi/recognized-state/v1/wirelesscontent',
  consent: '/msapi/recognized-state/v1/consent',
  consentSetFocus: '/msapi/recognized-state/v1/consent/setfocus',
  consentProvided: (id: string) =>
    `/msapi/recognized-state/v1/consentprovided/${encodeURIComponent(id)}`,
  twoFactorStatus: '/msapi/devicerecommendationsvc/v1/auth/status',
  serviceHealth: '/msapi/support-devices/v1/servicehealth',
  checkLiteWireless: '/msapi/outage-service/v1/outages/wireless/checklite',
  /** The support page's recommendations: ?userId=<UUID>&userIdType=UUID → { results: [{ id, title, description, url }] }. */
  recommendations: (pageId: string) =>
    `/msapi/support-recommendations/v1/recommendations/${encodeURIComponent(pageId)}`,
  userServices: '/msapi/login/unauth/service/v1/getUserCurrentState/acctmgmt/services',
  /** The login analytics service has a production and a staging instance. */
  loginAnalytics: {
    production: '/msapi/login-analytics/v1/session',
    staging: '/msapi/login-analytics-stage/v1/session',
  },
} as const;

/**
 * The parameter the service-health call names a page's language in (`locale=es-US`), the content
 * service's convention (knowledge search's SEARCH_LOCALE_PARAM); here so that the layer, which makes
 * the call, does not load the knowledge search's module (its results' rules and the link rule) for
 * one name.
 */
export const SERVICE_HEALTH_LOCALE_PARAM = 'locale';

/** Where the browser goes when a call answers 401 (replace) or 309 (sign in, then come back). */
export const LOGIN_PATH = '/acctmgmt/login';
export const SIGN_IN_PATH = '/acctmgmt/signin';
