import xml.sax
from xml.sax.handler import ContentHandler

from tornado.web import HTTPError, RequestHandler

REQUIRED_CHANNEL_FIELDS = ("title", "link", "description")


class FeedStats(ContentHandler):
    def __init__(self):
        super().__init__()
        self.depth = []
        self.channel_fields = set()
        self.items = 0
        self.items_without_link = 0
        self._item_has_link = False

    def startElement(self, name, attrs):
        parent = self.depth[-1] if self.depth else None
        if name == "item":
            self.items += 1
            self._item_has_link = False
        elif name == "link" and parent == "item":
            self._item_has_link = True
        elif parent == "channel" and name in REQUIRED_CHANNEL_FIELDS:
            self.channel_fields.add(name)
        self.depth.append(name)

    def endElement(self, name):
        self.depth.pop()
        if name == "item" and not self._item_has_link:
            self.items_without_link += 1


class FeedLintHandler(RequestHandler):
    """Checks a pasted RSS document before it is published to the podcast directory."""

    def post(self):
        if not self.request.body:
            raise HTTPError(400, reason="empty body")
        if len(self.request.body) > 2 * 1024 * 1024:
            raise HTTPError(413)

        stats = FeedStats()
        try:
            xml.sax.parseString(self.request.body, stats)
        except xml.sax.SAXParseException as exc:
            self.set_status(422)
            self.write({"valid": False, "line": exc.getLineNumber(), "error": exc.getMessage()})
            return

        missing = [f for f in REQUIRED_CHANNEL_FIELDS if f not in stats.channel_fields]
        self.write(
            {
                "valid": not missing and stats.items_without_link == 0,
                "missing_channel_fields": missing,
                "items": stats.items,
                "items_without_link": stats.items_without_link,
            }
        )
