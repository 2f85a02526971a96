from fastapi import FastAPI, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

from .payments import charge_customer
from .settings import SESSION_SECRET

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=SESSION_SECRET)


class PlanSelection(BaseModel):
    plan: str
    price_cents: int
    seats: int = 1


@app.post("/checkout/select")
async def select_plan(selection: PlanSelection, request: Request):
    request.session["checkout"] = {
        "plan": selection.plan,
        "price_cents": selection.price_cents,
        "seats": selection.seats,
    }
    return {"status": "selected"}


@app.post("/checkout/confirm")
async def confirm(request: Request):
    checkout = request.session.get("checkout")
    if not checkout:
        return {"status": "empty"}
    total = checkout["price_cents"] * checkout["seats"]
    receipt = charge_customer(request.session["customer_id"], total)
    return {"status": "charged", "receipt": receipt}
