from starlette.applications import Starlette
from starlette.responses import RedirectResponse
from starlette.routing import Route

from app.settings_store import save_settings


async def update_settings(request):
    form = await request.form()
    await save_settings(request.user, {k: v for k, v in form.items() if k != "redirect_uri"})
    dest = form.get("redirect_uri") or "/settings"
    return RedirectResponse(dest, status_code=303)


app = Starlette(routes=[Route("/settings", update_settings, methods=["POST"])])
