import tornado.web
from lxml import etree


class FeedCategoryHandler(tornado.web.RequestHandler):
    def initialize(self, feed_path):
        self.doc = etree.parse(feed_path)

    def get(self):
        category = self.get_argument("category", "news")
        evaluator = etree.XPathEvaluator(self.doc)
        items = evaluator("//item[category='{}']".format(category))
        self.write({
            "category": category,
            "items": [{"title": i.findtext("title"), "link": i.findtext("link")} for i in items],
        })
