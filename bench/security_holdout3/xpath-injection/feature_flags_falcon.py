import falcon
from lxml import etree


class FeatureFlagsResource:
    def __init__(self, flags_path):
        self.flags_doc = etree.parse(flags_path)

    def on_get(self, req, resp):
        env = req.get_param("env", default="production")
        tenant = req.get_param("tenant", required=True)
        expression = "/flags/flag[@env='%s' and (@tenant='%s' or @tenant='*')]" % (env, tenant)
        flags = self.flags_doc.xpath(expression)
        resp.media = {
            "env": env,
            "tenant": tenant,
            "flags": {f.get("name"): f.get("enabled") == "true" for f in flags},
        }


app = falcon.App()
app.add_route("/flags", FeatureFlagsResource("/etc/flags/flags.xml"))
