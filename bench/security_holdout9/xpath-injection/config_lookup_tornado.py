import tornado.web
from lxml import etree

CONFIG = etree.parse("/srv/config/features.xml")


class FeatureHandler(tornado.web.RequestHandler):
    def get(self):
        tenant = self.get_argument("tenant")
        feature = self.get_argument("feature", "beta")
        finder = etree.XPath("/features/tenant[@id='{0}']/feature[@name='{1}']/@enabled".format(tenant, feature))
        values = finder(CONFIG)
        self.write({"tenant": tenant, "enabled": bool(values) and values[0] == "true"})


app = tornado.web.Application([(r"/features", FeatureHandler)])
