from datetime import timedelta

from litestar import Litestar, Request, Response, get, post
from litestar.exceptions import NotAuthorizedException

from .auth import authenticate, create_session, destroy_session, load_session

SESSION_COOKIE = "sid"
SESSION_TTL = timedelta(hours=12)


@post("/login")
async def login(data: dict[str, str]) -> Response[dict]:
    user = await authenticate(data.get("username", ""), data.get("password", ""))
    if user is None:
        raise NotAuthorizedException("invalid credentials")
    session_id = await create_session(user.id, ttl=SESSION_TTL)
    response = Response({"user": user.username})
    response.set_cookie(
        key=SESSION_COOKIE,
        value=session_id,
        max_age=int(SESSION_TTL.total_seconds()),
        path="/",
        samesite="lax",
    )
    return response


@post("/logout", status_code=204)
async def logout(request: Request) -> Response[None]:
    session_id = request.cookies.get(SESSION_COOKIE)
    if session_id:
        await destroy_session(session_id)
    response = Response(None, status_code=204)
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response


@get("/me")
async def me(request: Request) -> dict:
    session = await load_session(request.cookies.get(SESSION_COOKIE, ""))
    if session is None:
        raise NotAuthorizedException()
    return {"user_id": session.user_id, "expires": session.expires.isoformat()}


@get("/preferences")
async def preferences(request: Request) -> Response[dict]:
    theme = request.cookies.get("theme", "light")
    if theme not in ("light", "dark"):
        theme = "light"
    response = Response({"theme": theme})
    response.set_cookie(key="theme", value=theme, max_age=365 * 86400)
    return response


app = Litestar(route_handlers=[login, logout, me, preferences])
