import logging
import mimetypes
import os

import falcon

log = logging.getLogger("exports")

EXPORT_ROOT = os.path.realpath(os.environ.get("EXPORT_ROOT", "/var/exports"))


class ExportCatalog:
    def __init__(self, root):
        self.root = root

    def tenants(self):
        return sorted(d for d in os.listdir(self.root) if os.path.isdir(os.path.join(self.root, d)))

    def locate(self, tenant, relative):
        tenant_root = os.path.realpath(os.path.join(self.root, tenant))
        if os.path.dirname(tenant_root) != self.root:
            return None
        candidate = os.path.realpath(os.path.join(tenant_root, relative))
        if os.path.commonpath([candidate, tenant_root]) != tenant_root:
            return None
        if not os.path.isfile(candidate):
            return None
        return candidate


class TenantListResource:
    def __init__(self, catalog):
        self.catalog = catalog

    def on_get(self, req, resp):
        resp.media = {"tenants": self.catalog.tenants()}


class ExportFileResource:
    def __init__(self, catalog):
        self.catalog = catalog

    def on_get(self, req, resp, tenant):
        relative = req.get_param("path", required=True)
        located = self.catalog.locate(tenant, relative)
        if located is None:
            log.warning("export lookup miss tenant=%s path=%s", tenant, relative)
            raise falcon.HTTPNotFound()
        content_type, _ = mimetypes.guess_type(located)
        resp.content_type = content_type or "application/octet-stream"
        resp.stream = open(located, "rb")
        resp.content_length = os.path.getsize(located)


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": os.path.isdir(EXPORT_ROOT)}


def create_app():
    catalog = ExportCatalog(EXPORT_ROOT)
    app = falcon.App()
    app.add_route("/health", HealthResource())
    app.add_route("/exports", TenantListResource(catalog))
    app.add_route("/exports/{tenant}", ExportFileResource(catalog))
    return app


app = create_app()
