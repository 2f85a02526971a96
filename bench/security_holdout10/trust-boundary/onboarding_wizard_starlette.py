import logging
import os
import uuid

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

log = logging.getLogger("onboarding")

STEPS = ["profile", "company", "plan", "done"]
DRAFTS = {}
SEAT_LIMITS = {"free": 1, "team": 10, "enterprise": 1000}


def next_step(current: str) -> str:
    idx = STEPS.index(current) if current in STEPS else 0
    return STEPS[min(idx + 1, len(STEPS) - 1)]


def draft_for(request: Request) -> dict:
    draft_id = request.session.get("draft_id")
    if draft_id is None:
        draft_id = uuid.uuid4().hex
        request.session["draft_id"] = draft_id
    return DRAFTS.setdefault(draft_id, {})


async def status(request: Request):
    return JSONResponse({"draft": draft_for(request), "tier": request.session.get("tier")})


async def submit_step(request: Request):
    step = request.path_params["step"]
    if step not in STEPS:
        return JSONResponse({"error": "unknown step"}, status_code=404)
    form = await request.form()
    values = dict(form)
    draft_for(request)[step] = values
    if step == "plan":
        tier = values.get("tier", "free")
        request.session["tier"] = tier
        log.info("plan selected: %s", tier)
    return RedirectResponse(f"/onboarding/{next_step(step)}", status_code=303)


async def billing(request: Request):
    tier = request.session.get("tier", "free")
    return JSONResponse({"tier": tier, "seats": SEAT_LIMITS.get(tier, 1)})


routes = [
    Route("/onboarding/status", status),
    Route("/onboarding/{step}", submit_step, methods=["POST"]),
    Route("/billing", billing),
]

app = Starlette(
    routes=routes,
    middleware=[
        Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)
    ],
)
