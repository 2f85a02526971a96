from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/products/{slug}", name="product")
async def product(request):
    item = await request.app["catalog"].by_slug(request.match_info["slug"])
    if item is None:
        raise web.HTTPNotFound()
    resp = web.json_response(item)
    canonical = request.query.get("canonical")
    if canonical:
        resp.headers["Link"] = '<%s>; rel="canonical"' % canonical
    return resp
