from starlette.applications import Starlette
from starlette.responses import RedirectResponse
from starlette.routing import Route

from accounts.sessions import session_store

RETURN_DESTINATIONS = {
    "home": "/",
    "login": "/login",
    "docs": "/docs/getting-started",
    "pricing": "/pricing",
}


async def logout(request):
    key = request.query_params.get("return_to", "home")
    destination = RETURN_DESTINATIONS.get(key, "/")
    sid = request.cookies.get("sid")
    if sid:
        await session_store.drop(sid)
    response = RedirectResponse(destination, status_code=303)
    response.delete_cookie("sid", path="/")
    return response


app = Starlette(routes=[Route("/logout", logout)])
