import re
import uuid

import falcon

TENANT_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,62}")
TENANTS = {"acme": {"plan": "pro"}, "globex": {"plan": "basic"}}


class RequestIdMiddleware:
    def process_response(self, req, resp, resource, req_succeeded):
        resp.set_header("X-Request-Id", str(uuid.uuid4()))


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


class TenantResource:
    def on_get(self, req, resp):
        tenant = req.get_header("X-Tenant", default="")
        if not TENANT_RE.fullmatch(tenant):
            raise falcon.HTTPBadRequest(title="invalid tenant")
        info = TENANTS.get(tenant)
        if info is None:
            raise falcon.HTTPNotFound()
        resp.set_header("X-Served-Tenant", tenant)
        resp.media = {"tenant": tenant, "plan": info["plan"]}


class TenantListResource:
    def on_get(self, req, resp):
        resp.media = sorted(TENANTS)


app = falcon.App(middleware=[RequestIdMiddleware()])
app.add_route("/health", HealthResource())
app.add_route("/tenant", TenantResource())
app.add_route("/tenants", TenantListResource())
