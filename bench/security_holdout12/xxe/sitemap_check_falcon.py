import falcon
from lxml import etree

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


class SitemapReader:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)

    def urls(self, data):
        root = etree.fromstring(data, parser=self.parser)
        return [loc.text for loc in root.iterfind(".//sm:loc", SITEMAP_NS)]


class SitemapResource:
    def __init__(self, reader):
        self.reader = reader

    def on_post(self, req, resp):
        urls = self.reader.urls(req.bounded_stream.read())
        resp.media = {"count": len(urls), "urls": urls[:100]}


app = falcon.App()
app.add_route("/sitemaps/check", SitemapResource(SitemapReader()))
