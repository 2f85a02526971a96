from aiohttp import web

from service.auth import check_credentials, create_session

routes = web.RouteTableDef()


@routes.post("/login")
async def login(request):
    data = await request.post()
    user_id = await check_credentials(request.app["db"], data["login"], data["password"])
    if user_id is None:
        raise web.HTTPUnauthorized(text="bad credentials")
    token = await create_session(request.app["redis"], user_id)
    resp = web.json_response({"ok": True})
    resp.set_cookie("AUTH", token, max_age=3600, path="/")
    return resp
