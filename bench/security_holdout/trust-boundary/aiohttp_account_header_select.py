from aiohttp import web
from aiohttp_session import get_session

routes = web.RouteTableDef()


@routes.post("/account/select")
async def select_account(request):
    session = await get_session(request)
    if "user_id" not in session:
        raise web.HTTPUnauthorized()
    account = request.headers.get("X-Account-Id", "")
    allowed = await request.app["accounts"].ids_for_user(session["user_id"])
    if account not in allowed:
        raise web.HTTPForbidden(text="not a member of that account")
    session["account_id"] = account
    return web.json_response({"account": account})


app = web.Application()
app.add_routes(routes)
