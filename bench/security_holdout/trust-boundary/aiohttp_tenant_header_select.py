from aiohttp import web
from aiohttp_session import get_session

routes = web.RouteTableDef()


@routes.post("/tenant/select")
async def select_tenant(request):
    session = await get_session(request)
    if "user_id" not in session:
        raise web.HTTPUnauthorized()
    session["tenant_id"] = request.headers["X-Tenant-Id"]
    return web.json_response({"tenant": session["tenant_id"]})


app = web.Application()
app.add_routes(routes)
