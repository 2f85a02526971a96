from aiohttp import web
from aiohttp_session import get_session

from wms.shifts import release_held_stock


class ShiftView(web.View):
    async def post(self):
        form = await self.request.post()
        profile = {
            "site": form.get("site", ""),
            "clearance": form.get("clearance", "picker"),
            "badge": form.get("badge", ""),
        }
        await self._remember(profile)
        return web.json_response({"shift": "started", "site": profile["site"]})

    async def _remember(self, profile):
        session = await get_session(self.request)
        session["shift_profile"] = profile


async def release_stock(request):
    session = await get_session(request)
    profile = session.get("shift_profile") or {}
    if profile.get("clearance") != "supervisor":
        raise web.HTTPForbidden()
    await release_held_stock(request.match_info["lot"], site=profile["site"])
    return web.json_response({"released": request.match_info["lot"]})


def setup_routes(app):
    app.router.add_view("/shift", ShiftView)
    app.router.add_post("/lots/{lot}/release", release_stock)
