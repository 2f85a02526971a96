from aiohttp import web

from ops.auth import check_credentials, create_session

routes = web.RouteTableDef()


@routes.post("/ops/login")
async def ops_login(request):
    data = await request.post()
    user_id = await check_credentials(request.app["db"], data["login"], data["password"])
    if user_id is None:
        raise web.HTTPUnauthorized(text="bad credentials")
    token = await create_session(request.app["redis"], user_id)
    resp = web.json_response({"ok": True})
    resp.set_cookie("OPS_AUTH", token, max_age=3600, path="/", secure=True, httponly=True, samesite="Strict")
    return resp
