from aiohttp import web
from lxml import etree


class InventoryIndex:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def search(self, filters):
        conditions = []
        for field, value in filters.items():
            conditions.append("%s='%s'" % (field, value))
        expr = "//part"
        if conditions:
            expr += "[" + " and ".join(conditions) + "]"
        return self.tree.xpath(expr)


async def search_parts(request: web.Request) -> web.Response:
    filters = {k: v for k, v in request.query.items() if k in ("vendor", "bin", "status")}
    parts = request.app["inventory"].search(filters)
    return web.json_response([p.get("id") for p in parts])
