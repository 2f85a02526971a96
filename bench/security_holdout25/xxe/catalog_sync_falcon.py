import contextlib
import logging
import time
from decimal import Decimal, InvalidOperation

import falcon
from lxml import etree

log = logging.getLogger("catalog")
MAX_BYTES = 5 * 1024 * 1024


@contextlib.contextmanager
def catalog_parser(source):
    started = time.monotonic()
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    try:
        yield parser
    finally:
        log.info("catalog from %s parsed in %.3fs", source, time.monotonic() - started)


class CatalogImporter:
    def __init__(self, source):
        self.source = source

    def load(self, raw):
        with catalog_parser(self.source) as parser:
            root = etree.fromstring(raw, parser)
        return [self._item(el) for el in root.iterfind("item")]

    @staticmethod
    def _item(el):
        try:
            price = Decimal(el.findtext("price", "0"))
        except InvalidOperation:
            raise falcon.HTTPUnprocessableEntity(title="invalid price", description=el.get("sku"))
        return {"sku": el.get("sku"), "name": el.findtext("name", ""), "price": str(price)}


class CatalogResource:
    def __init__(self):
        self.items = {}

    def on_get(self, req, resp):
        resp.media = {"count": len(self.items), "items": list(self.items.values())[:50]}

    def on_post(self, req, resp):
        if (req.content_length or 0) > MAX_BYTES:
            raise falcon.HTTPPayloadTooLarge()
        importer = CatalogImporter(req.get_header("X-Supplier", default="unknown"))
        try:
            items = importer.load(req.bounded_stream.read())
        except etree.XMLSyntaxError as exc:
            raise falcon.HTTPBadRequest(title="malformed catalog", description=str(exc))
        self.items.update({item["sku"]: item for item in items})
        resp.status = falcon.HTTP_202
        resp.media = {"imported": len(items)}


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"status": "ok"}


app = falcon.App()
app.add_route("/catalog", CatalogResource())
app.add_route("/health", HealthResource())
