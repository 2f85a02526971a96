from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.responses import RedirectResponse
from starlette.routing import Route


def local_path(value: str) -> str:
    parts = urlsplit(value)
    if parts.scheme or parts.netloc or not value.startswith("/") or value.startswith("//"):
        return "/"
    if "\\" in value or any(ch.isspace() or ord(ch) < 32 for ch in value):
        return "/"
    return value


async def switch_language(request):
    lang = request.query_params.get("lang", "en")
    back = local_path(request.query_params.get("back", "/"))
    response = RedirectResponse(url=back, status_code=303)
    response.set_cookie("lang", lang if lang in {"en", "de", "fr"} else "en", samesite="lax", secure=True)
    return response


app = Starlette(routes=[Route("/language", switch_language)])
