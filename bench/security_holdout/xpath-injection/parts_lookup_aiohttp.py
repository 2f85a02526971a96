from aiohttp import web
from lxml import etree


class PartsIndex:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def search(self, filters):
        conditions, variables = [], {}
        for i, (field, value) in enumerate(filters.items()):
            conditions.append(f"{field}=$v{i}")
            variables[f"v{i}"] = value
        expr = "//part"
        if conditions:
            expr += "[" + " and ".join(conditions) + "]"
        return self.tree.xpath(expr, **variables)


async def lookup_parts(request: web.Request) -> web.Response:
    filters = {k: v for k, v in request.query.items() if k in ("vendor", "bin", "status")}
    parts = request.app["parts"].search(filters)
    return web.json_response([p.get("id") for p in parts])
