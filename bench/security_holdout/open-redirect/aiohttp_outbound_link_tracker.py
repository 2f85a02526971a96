from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/out")
async def outbound(request):
    target = request.query.get("url", "/")
    await request.app["clicks"].record(target, request.remote)
    raise web.HTTPFound(location=target)


app = web.Application()
app.add_routes(routes)
