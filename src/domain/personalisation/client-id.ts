/**
 * The gateway knows this UI by its client id: every call to it, from the browser (through the
 * site's relay) and from the server, carries the header. The id names the application, not a
 * deployment or a visitor, so it is the same everywhere and is no secret; it lives here, where
 * both sides read it, instead of in the page's configuration.
 */
export const CLIENT_ID_HEADER = 'x-client-id';
export const CLIENT_ID = 'idp-support-wireless-ui';
