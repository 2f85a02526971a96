import tornado.web
from lxml import etree

SECTIONS = {"news", "sport", "culture", "business"}


class FeedSectionHandler(tornado.web.RequestHandler):
    def initialize(self, feed_path):
        self.doc = etree.parse(feed_path)

    def get(self):
        section = self.get_argument("section", "news")
        if section not in SECTIONS:
            raise tornado.web.HTTPError(400, "unknown section")
        evaluator = etree.XPathEvaluator(self.doc)
        items = evaluator("//item[category='{}']".format(section))
        self.write({
            "section": section,
            "items": [{"title": i.findtext("title"), "link": i.findtext("link")} for i in items],
        })
