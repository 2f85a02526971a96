from enum import Enum

from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel, conint
from starlette.middleware.sessions import SessionMiddleware

from .settings import SESSION_SECRET

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=SESSION_SECRET)


class Plan(str, Enum):
    starter = "starter"
    team = "team"
    business = "business"


PLAN_PRICES_CENTS = {Plan.starter: 900, Plan.team: 2900, Plan.business: 9900}


class PlanRequest(BaseModel):
    plan: Plan
    seats: conint(ge=1, le=500) = 1


@app.post("/subscription/plan")
async def choose_plan(body: PlanRequest, request: Request):
    if "customer_id" not in request.session:
        raise HTTPException(status_code=401)
    request.session["subscription"] = {
        "plan": body.plan.value,
        "seats": body.seats,
        "unit_price_cents": PLAN_PRICES_CENTS[body.plan],
    }
    return {"plan": body.plan.value, "seats": body.seats}
