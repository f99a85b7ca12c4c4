vcl 4.1;
#
# The shared HTTP cache in front of the site's instances (Varnish 7.1 with vmod_xkey from
# varnish-modules). The instances say what may be shared (Cache-Control: s-maxage,
# stale-while-revalidate, stale-if-error; private/no-store for anything personal) and which
# surrogate keys a page depends on (the xkey header: its route, path and feed tags). This file
# only enforces that contract; it holds no knowledge of the pages themselves.
#
# The backends come from fleet-backends.vcl, found on vcl_path: `npm run start:fleet` writes
# one per run (scripts/fleet/varnish.ts). It declares one backend per instance with
# `.probe = readyz` and adds each to the round-robin director `fleet` in vcl_init.

import std;
import directors;
import xkey;

# An instance answers /readyz with 503 while it starts or drains (src/server/http/lifecycle.ts), so
# a stopping instance leaves the rotation before it closes its port. Sick after 3 failures in 5:
# a dead instance refuses at once (about 3 s to notice; fetches meanwhile retry elsewhere), while
# a slow answer on a busy machine is given a second and more than one chance, so a load spike
# cannot mark every instance sick at once.
probe readyz {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 5;
    .threshold = 3;
    .initial = 3;
}

include "fleet-backends.vcl";

# Only the site's own processes on this machine may purge.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = fleet.backend();
    # Set only by vcl_hit below: a visitor cannot skip the cache's grace rules with it.
    if (req.restarts == 0) {
        unset req.http.x-past-swr;
    }

    # Liveness of the cache itself, answered without a backend (the instances' /readyz asks it).
    if (req.url == "/__varnish/health") {
        return (synth(200, "OK"));
    }

    # A publish: drop every object tagged with any of the keys (space-separated).
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the surrogate keys in xkey-purge"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }

    # Only an instance marks a publish as forwarded from a peer (src/server/fleet/fan-out.ts): one
    # arriving from outside goes to every copy like any other.
    unset req.http.x-publish-fan-out;

    if (req.method != "GET" && req.method != "HEAD") {
        # A publish body (64 KB at most, as the site allows) is kept so a fetch that met a dead
        # instance can be retried on the next one.
        if (req.method == "POST" && req.url ~ "^/api/publish") {
            std.cache_req_body(64KB);
        }
        return (pass);
    }

    # The service worker script (docs/offline.md) is never held here: browsers revalidate it on
    # every update check, so a deploy or the switch that takes it back reaches them at once.
    if (req.url ~ "^/sw\.js(\?|$)") {
        return (pass);
    }

    # Built assets are the same bytes for everyone: cookies and credentials never split them.
    if (req.url ~ "^/_astro/") {
        unset req.http.cookie;
        unset req.http.authorization;
        return (hash);
    }

    # An editor's preview (src/server/preview-cookie.ts) renders drafts for that editor alone:
    # never looked up, never stored. Said apart from the cookie rule below so that a change to how
    # cookies are treated (stripping analytics cookies, say) cannot start caching drafts.
    unset req.http.x-preview;
    if (req.http.cookie ~ "(^|;\s*)site_preview=") {
        set req.http.x-preview = "1";
        return (pass);
    }

    # A visitor's credentials (cookies, Authorization, identity headers, orcAuth) make the answer
    # personal: fetched for that request alone, never looked up or stored.
    if (req.http.cookie || req.http.authorization || req.http.x-identity-context-loggedinid ||
        req.http.x-identity-context-logintype || req.http.x-identity-context-uuid ||
        req.url ~ "[?&]orcAuth=") {
        return (pass);
    }

    # One variant per coding the instances send (they compress brotli and gzip themselves; the
    # fleet runs varnishd with http_gzip_support off so brotli survives).
    if (req.http.accept-encoding ~ "\bbr\b") {
        set req.http.accept-encoding = "br";
    } elseif (req.http.accept-encoding ~ "\bgzip\b") {
        set req.http.accept-encoding = "gzip";
    } else {
        unset req.http.accept-encoding;
    }

    # Past its stale-while-revalidate window a copy answers only while every instance is sick
    # (stale-if-error); with a healthy instance the request waits for a fresh one instead.
    if (req.http.x-past-swr) {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_hash {
    # The Host header never splits the cache (as in the instances' route cache).
    hash_data(std.querysort(req.url));
    return (lookup);
}

sub vcl_hit {
    if (obj.ttl < 0s && obj.ttl + std.duration(obj.http.x-swr, 0s) < 0s &&
        std.healthy(req.backend_hint) && req.restarts == 0) {
        set req.http.x-past-swr = "1";
        return (restart);
    }
}

sub vcl_backend_fetch {
    # Every instance sick: a background refresh could only fail, so it is not even tried and the
    # copy keeps being served from grace at the cost of a hit.
    if (bereq.is_bgfetch && !std.healthy(bereq.backend)) {
        return (abandon);
    }
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # A failed refresh keeps the copy that is being served stale.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (beresp.status >= 500 && bereq.retries < 5) {
        return (retry);
    }
    # Assets are cached by their own (immutable) headers, without any cookie.
    if (bereq.url ~ "^/_astro/") {
        unset beresp.http.set-cookie;
        return (deliver);
    }
    # Anything personal, cookie-setting or not meant for a shared cache is never stored; the
    # short hit-for-miss marker keeps the next requests from queueing behind it.
    if (beresp.http.set-cookie || beresp.http.cache-control ~ "(?i)private|no-store|no-cache" ||
        beresp.http.vary ~ "\*" || beresp.http.vary ~ "(?i)cookie" || beresp.ttl <= 0s) {
        set beresp.uncacheable = true;
        set beresp.ttl = 1s;
        set beresp.grace = 0s;
        return (deliver);
    }
    # Varnish took s-maxage as the TTL; grace covers stale-while-revalidate and stale-if-error.
    set beresp.http.x-swr = regsub(beresp.http.cache-control,
        "^.*stale-while-revalidate=([0-9]+).*$", "\1s");
    if (beresp.http.x-swr !~ "^[0-9]+s$") {
        set beresp.http.x-swr = "0s";
    }
    set beresp.grace = std.duration(beresp.http.x-swr, 0s) + std.duration(
        regsub(beresp.http.cache-control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 0s);
    return (deliver);
}

sub vcl_backend_error {
    # An instance that died before its probe noticed: try the next ones (the round-robin moves
    # on with every fetch, so under load a retry can land on the dead one again: with four tries
    # the fleet test saw one 503 in four runs of 10 connections; six make it rarer still).
    if (bereq.retries < 5 && !bereq.is_bgfetch) {
        return (retry);
    }
}

sub vcl_deliver {
    # Surrogate keys and grace bookkeeping are the cache's business, not the visitor's.
    unset resp.http.xkey;
    unset resp.http.x-swr;
    if (req.http.x-preview) {
        set resp.http.x-cache = "PASS preview";
    } elseif (obj.uncacheable) {
        set resp.http.x-cache = "PASS";
    } elseif (obj.hits > 0) {
        set resp.http.x-cache = "HIT";
    } else {
        set resp.http.x-cache = "MISS";
    }
}

sub vcl_synth {
    set resp.http.cache-control = "no-store";
}
