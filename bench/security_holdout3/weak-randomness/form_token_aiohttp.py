import hmac
import secrets

from aiohttp import web
from aiohttp_session import get_session, setup
from aiohttp_session.cookie_storage import EncryptedCookieStorage


async def feedback_form(request):
    session = await get_session(request)
    token = secrets.token_hex(32)
    session["form_token"] = token
    html = (
        "<form method='post' action='/feedback'>"
        f"<input type='hidden' name='token' value='{token}'>"
        "<textarea name='message'></textarea><button>Send</button></form>"
    )
    return web.Response(text=html, content_type="text/html")


async def submit_feedback(request):
    session = await get_session(request)
    data = await request.post()
    expected = session.pop("form_token", None)
    if not expected or not hmac.compare_digest(str(data.get("token", "")), expected):
        raise web.HTTPForbidden()
    return web.Response(text="Thanks for the feedback!")


def create_app(secret_key: bytes):
    app = web.Application()
    setup(app, EncryptedCookieStorage(secret_key))
    app.add_routes([web.get("/feedback", feedback_form), web.post("/feedback", submit_feedback)])
    return app
