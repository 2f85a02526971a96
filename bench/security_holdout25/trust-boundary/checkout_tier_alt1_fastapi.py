import os
from decimal import Decimal

from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

PLANS = {
    "starter": {"monthly": Decimal("9.00"), "seats": 3},
    "team": {"monthly": Decimal("29.00"), "seats": 15},
    "business": {"monthly": Decimal("99.00"), "seats": 100},
}
DAILY_LIMITS = {"free": 100, "pro": 10_000, "enterprise": None}


class PlanChoice(BaseModel):
    plan: str
    seats: int


def _current_user(request: Request) -> str:
    user = request.session.get("user")
    if not user:
        raise HTTPException(status_code=401)
    return user


@app.get("/plans")
async def list_plans():
    return {name: {"monthly": str(p["monthly"]), "seats": p["seats"]} for name, p in PLANS.items()}


@app.post("/cart/plan")
async def choose_plan(choice: PlanChoice, request: Request):
    _current_user(request)
    plan = PLANS.get(choice.plan)
    if plan is None or not 1 <= choice.seats <= plan["seats"]:
        raise HTTPException(status_code=422, detail="unknown plan or seat count")
    request.session["cart"] = {"plan": choice.plan, "seats": choice.seats}
    return {"ok": True}


@app.post("/account/tier")
async def set_tier(request: Request):
    _current_user(request)
    body = await request.json()
    tier = body.get("account_tier", "free")
    # tier is read back by the quota endpoint and the rate limiter
    request.session["account_tier"] = tier
    return {"tier": tier}


@app.get("/account/quota")
async def quota(request: Request):
    _current_user(request)
    tier = request.session.get("account_tier", "free")
    return {"tier": tier, "daily_requests": DAILY_LIMITS.get(tier, 100)}
