import tornado.web
from lxml import etree

FEED_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=True)


class FeedImportHandler(tornado.web.RequestHandler):
    async def post(self):
        if not self.request.body:
            raise tornado.web.HTTPError(400, "empty feed")
        root = etree.fromstring(self.request.body, FEED_PARSER)
        items = []
        for item in root.iter("item"):
            items.append({
                "title": item.findtext("title", default="").strip(),
                "link": item.findtext("link", default="").strip(),
                "summary": item.findtext("description", default="")[:500],
            })
        await self.settings["feed_store"].save_many(items)
        self.write({"imported": len(items), "preview": items[:3]})
