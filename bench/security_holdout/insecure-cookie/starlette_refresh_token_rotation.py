from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from auth.tokens import rotate_tokens


async def refresh(request):
    body = await request.json()
    pair = await rotate_tokens(body.get("refresh_token") or request.cookies.get("refresh_token"))
    if pair is None:
        return JSONResponse({"error": "invalid_grant"}, status_code=401)
    response = JSONResponse({"access_token": pair.access, "expires_in": 900})
    response.set_cookie("refresh_token", pair.refresh, max_age=14 * 86400, path="/auth")
    return response


app = Starlette(routes=[Route("/auth/refresh", refresh, methods=["POST"])])
