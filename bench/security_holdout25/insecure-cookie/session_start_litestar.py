import secrets

from litestar import Litestar, Response, post
from litestar.datastructures import Cookie
from litestar.exceptions import NotAuthorizedException
from pydantic import BaseModel

from .auth import verify_credentials
from .sessions import session_store


class LoginIn(BaseModel):
    username: str
    password: str


@post("/session")
async def start_session(data: LoginIn) -> Response[dict]:
    user = await verify_credentials(data.username, data.password)
    if user is None:
        raise NotAuthorizedException()
    sid = secrets.token_urlsafe(32)
    await session_store.set(sid, {"user_id": user.id}, expires_in=3600)
    cookie = Cookie(key="sid", value=sid, max_age=3600, secure=True, httponly=True, samesite="strict")
    return Response({"user": user.name}, cookies=[cookie])


app = Litestar(route_handlers=[start_session])
