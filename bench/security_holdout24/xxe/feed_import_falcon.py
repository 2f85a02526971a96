import falcon
from lxml import etree

FEED_PARSER = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)


class FeedImportResource:
    def __init__(self, store):
        self.store = store

    def on_post(self, req, resp):
        payload = req.bounded_stream.read()
        if not payload:
            raise falcon.HTTPBadRequest(title="empty feed")
        root = etree.fromstring(payload, FEED_PARSER)
        items = [
            {
                "title": item.findtext("title", default="").strip(),
                "link": item.findtext("link", default="").strip(),
                "summary": item.findtext("description", default="")[:500],
            }
            for item in root.iter("item")
        ]
        self.store.save_many(items)
        resp.media = {"imported": len(items), "preview": items[:3]}
