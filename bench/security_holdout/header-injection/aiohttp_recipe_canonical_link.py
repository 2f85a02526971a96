from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/recipes/{slug}", name="recipe")
async def recipe(request):
    item = await request.app["recipes"].by_slug(request.match_info["slug"])
    if item is None:
        raise web.HTTPNotFound()
    resp = web.json_response(item)
    canonical = request.app.router["recipe"].url_for(slug=item["primary_slug"])
    resp.headers["Link"] = '<%s>; rel="canonical"' % canonical
    return resp
