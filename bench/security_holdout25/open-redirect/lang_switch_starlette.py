from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.responses import RedirectResponse
from starlette.routing import Route

LANGS = {"en", "de", "es", "ja"}


def local_path(candidate: str) -> str:
    parts = urlsplit(candidate)
    if parts.scheme or parts.netloc or not candidate.startswith("/"):
        return "/"
    if candidate.startswith("//") or "\\" in candidate or any(ord(ch) < 0x20 for ch in candidate):
        return "/"
    return candidate


async def switch_language(request):
    form = await request.form()
    lang = form.get("lang") if form.get("lang") in LANGS else "en"
    back = local_path(str(form.get("back", "/")))
    response = RedirectResponse(back, status_code=303)
    response.set_cookie("lang", lang, max_age=31536000, secure=True, httponly=True, samesite="lax")
    return response


app = Starlette(routes=[Route("/i18n/switch", switch_language, methods=["POST"])])
