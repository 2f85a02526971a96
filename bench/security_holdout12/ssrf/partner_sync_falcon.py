from urllib.parse import urlsplit, urlunsplit

import falcon
import requests

PARTNER_HOSTS = {
    "acme": "api.acme-partner.com",
    "globex": "partners.globex.io",
}
SYNC_LOG = []


def partner_endpoint(partner, path):
    host = PARTNER_HOSTS.get(partner)
    if host is None:
        return None
    parts = urlsplit("https://{}/{}".format(host, path.lstrip("/")))
    if parts.hostname != host or parts.username or parts.port:
        return None
    return urlunsplit(("https", host, parts.path, parts.query, ""))


class PartnersResource:
    def on_get(self, req, resp):
        resp.media = sorted(PARTNER_HOSTS)


class SyncResource:
    def on_post(self, req, resp, partner):
        body = req.get_media() or {}
        url = partner_endpoint(partner, str(body.get("path", "catalog")))
        if url is None:
            raise falcon.HTTPBadRequest(description="unknown partner or path")
        upstream = requests.get(url, timeout=10, allow_redirects=False)
        SYNC_LOG.append({"partner": partner, "status": upstream.status_code})
        resp.media = {"partner": partner, "status": upstream.status_code, "items": len(upstream.content)}


class SyncLogResource:
    def on_get(self, req, resp):
        resp.media = SYNC_LOG[-50:]


app = falcon.App()
app.add_route("/partners", PartnersResource())
app.add_route("/partners/{partner}/sync", SyncResource())
app.add_route("/partners/log", SyncLogResource())
