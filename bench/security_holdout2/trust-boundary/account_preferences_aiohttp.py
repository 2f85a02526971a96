from aiohttp import web
from aiohttp_session import get_session

routes = web.RouteTableDef()


@routes.post("/account/preferences")
async def save_preferences(request):
    session = await get_session(request)
    if "user_id" not in session:
        raise web.HTTPUnauthorized()
    form = await request.post()
    for key, value in form.items():
        session[key] = value
    return web.json_response({"saved": sorted(form.keys())})


@routes.get("/admin/reports")
async def admin_reports(request):
    session = await get_session(request)
    if not session.get("is_staff"):
        raise web.HTTPForbidden()
    reports = await request.app["reports"].list_all()
    return web.json_response({"reports": reports})


def setup_routes(app):
    app.add_routes(routes)
