import tornado.web
from lxml import etree

GLOSSARY = etree.parse("content/glossary.xml")


class TermHandler(tornado.web.RequestHandler):
    def get(self):
        term = self.get_query_argument("term", "").strip().strip("'")
        if not term or len(term) > 80:
            raise tornado.web.HTTPError(400)
        hits = GLOSSARY.xpath("//entry[term='" + term + "' and @published='true']/definition")
        if not hits:
            raise tornado.web.HTTPError(404)
        self.write({"term": term, "definition": hits[0].text})


def make_app():
    return tornado.web.Application([(r"/glossary", TermHandler)])
