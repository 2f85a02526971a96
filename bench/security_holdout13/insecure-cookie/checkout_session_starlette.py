import secrets
from typing import Dict

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

SESSIONS: Dict[str, dict] = {}
PRICES = {"sku-1": 9.5, "sku-2": 24.0, "sku-3": 3.25}


def _session(request: Request):
    return SESSIONS.get(request.cookies.get("checkout_sid", ""))


async def start_checkout(request: Request):
    body = await request.json()
    email = str(body.get("email", ""))
    sid = secrets.token_hex(32)
    SESSIONS[sid] = {"email": email, "lines": []}
    response = JSONResponse({"started": True})
    response.set_cookie("checkout_sid", sid, max_age=1800, secure=True, httponly=True, samesite="strict")
    return response


async def add_line(request: Request):
    session = _session(request)
    if session is None:
        return JSONResponse({"error": "no session"}, status_code=401)
    body = await request.json()
    sku = body.get("sku")
    if sku not in PRICES:
        return JSONResponse({"error": "unknown sku"}, status_code=400)
    session["lines"].append(sku)
    return JSONResponse({"lines": len(session["lines"])})


async def summary(request: Request):
    session = _session(request)
    if session is None:
        return JSONResponse({"error": "no session"}, status_code=401)
    total = sum(PRICES[s] for s in session["lines"])
    return JSONResponse({"email": session["email"], "total": total})


async def prices(request: Request):
    return JSONResponse(PRICES)


app = Starlette(routes=[
    Route("/checkout", start_checkout, methods=["POST"]),
    Route("/checkout/lines", add_line, methods=["POST"]),
    Route("/checkout/summary", summary),
    Route("/prices", prices),
])
