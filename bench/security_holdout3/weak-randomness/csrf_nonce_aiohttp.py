import random

from aiohttp import web
from aiohttp_session import get_session, setup
from aiohttp_session.cookie_storage import EncryptedCookieStorage


async def contact_form(request):
    session = await get_session(request)
    nonce = str(random.randint(10 ** 15, 10 ** 16 - 1))
    session["form_nonce"] = nonce
    html = (
        "<form method='post' action='/contact'>"
        f"<input type='hidden' name='nonce' value='{nonce}'>"
        "<textarea name='message'></textarea><button>Send</button></form>"
    )
    return web.Response(text=html, content_type="text/html")


async def submit_contact(request):
    session = await get_session(request)
    data = await request.post()
    if not data.get("nonce") or data.get("nonce") != session.pop("form_nonce", None):
        raise web.HTTPForbidden()
    return web.Response(text="Thanks!")


def create_app(secret_key: bytes):
    app = web.Application()
    setup(app, EncryptedCookieStorage(secret_key))
    app.add_routes([web.get("/contact", contact_form), web.post("/contact", submit_contact)])
    return app
