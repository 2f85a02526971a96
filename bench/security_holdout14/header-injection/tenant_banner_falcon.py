import falcon

TENANTS = {"acme": "Acme Corp", "globex": "Globex"}


class Tenant:
    def __init__(self, slug, label):
        self.slug = slug
        self.label = label


class TenantBannerResource:
    def on_get(self, req, resp):
        slug = req.get_param("tenant") or "acme"
        label = req.get_param("label") or TENANTS.get(slug, slug)
        tenant = Tenant(slug, label)
        resp.set_header("X-Tenant-Label", tenant.label)
        resp.media = {"tenant": tenant.slug, "known": slug in TENANTS}


app = falcon.App()
app.add_route("/tenant", TenantBannerResource())
