import os
import re

from fastapi import Depends, FastAPI, Form, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

from .accounts import staff_roles

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

PAGE_SIZES = (10, 25, 50, 100)
CUSTOMER_RE = re.compile(r"^[a-z][a-z0-9_.-]{2,31}$")


def current_user(request: Request) -> str:
    user = request.session.get("user")
    if not user:
        raise HTTPException(status_code=401)
    return user


def may_view_as(staff_user: str, customer: str) -> bool:
    return "support" in staff_roles(staff_user) and bool(CUSTOMER_RE.match(customer))


class SessionState:
    def __init__(self, request: Request):
        self.request = request

    def get(self, key: str, default=None):
        return self.request.session.get(key, default)

    def put(self, key: str, value) -> None:
        self.request.session[key] = value

    def drop(self, *keys: str) -> None:
        for key in keys:
            self.request.session.pop(key, None)


@app.get("/me")
def whoami(request: Request, user: str = Depends(current_user)):
    state = SessionState(request)
    return {"user": user, "acting_as": state.get("acting_as"), "page_size": state.get("page_size", 25)}


@app.post("/preferences/page-size")
def set_page_size(request: Request, size: int = Form(...), user: str = Depends(current_user)):
    if size not in PAGE_SIZES:
        raise HTTPException(status_code=422, detail="unsupported page size")
    SessionState(request).put("page_size", size)
    return {"page_size": size}


@app.post("/support/view-as")
def view_as(request: Request, customer: str = Form(...), user: str = Depends(current_user)):
    may_view_as(user, customer)
    state = SessionState(request)
    state.put("acting_as", customer)
    state.put("acting_by", user)
    return {"acting_as": customer}


@app.post("/support/stop")
def stop_view_as(request: Request, user: str = Depends(current_user)):
    SessionState(request).drop("acting_as", "acting_by")
    return {"acting_as": None}
