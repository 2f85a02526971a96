import tornado.web
from lxml import etree

ACCESS_FILE = "/etc/doors/access.xml"


class BadgeRegistry:
    def __init__(self, path):
        self.doc = etree.parse(path)

    def doors_for(self, badge_id: int):
        return [str(d) for d in self.doc.xpath("//badge[@id='%d']/door/@name" % badge_id)]


class BadgeHandler(tornado.web.RequestHandler):
    def initialize(self, registry):
        self.registry = registry

    def get(self):
        try:
            badge_id = int(self.get_query_argument("badge", ""))
        except ValueError:
            raise tornado.web.HTTPError(400, "badge must be numeric")
        self.write({"badge": badge_id, "doors": self.registry.doors_for(badge_id)})


def make_app():
    return tornado.web.Application([(r"/badges", BadgeHandler, {"registry": BadgeRegistry(ACCESS_FILE)})])
