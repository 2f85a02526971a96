from urllib.parse import urlsplit

from aiohttp import web

routes = web.RouteTableDef()
PARTNER_HOSTS = {"partner.example.org", "shop.example.net"}


@routes.get("/partner")
async def partner_out(request):
    target = request.query.get("url", "")
    parts = urlsplit(target)
    if parts.scheme != "https" or parts.hostname not in PARTNER_HOSTS:
        raise web.HTTPBadRequest(text="unknown destination")
    await request.app["clicks"].record(target, request.remote)
    raise web.HTTPFound(location=target)


app = web.Application()
app.add_routes(routes)
