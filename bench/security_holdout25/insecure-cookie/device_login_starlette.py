import secrets

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

SESSION_MAX_AGE = 8 * 3600


async def device_login(request: Request):
    body = await request.json()
    device = await request.app.state.devices.verify(body.get("device_id"), body.get("pairing_code"))
    if device is None:
        return JSONResponse({"error": "unknown device"}, status_code=401)
    sid = secrets.token_urlsafe(32)
    await request.app.state.sessions.put(sid, device.id, ttl=SESSION_MAX_AGE)
    response = JSONResponse({"device": device.name})
    response.headers.append(
        "Set-Cookie",
        f"device_sid={sid}; Path=/; Max-Age={SESSION_MAX_AGE}; Secure; HttpOnly; SameSite=Strict",
    )
    return response


app = Starlette(routes=[Route("/devices/login", device_login, methods=["POST"])])
