import uuid
from typing import Dict, List, Optional

from fastapi import Cookie, FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI(title="cart")
CARTS: Dict[str, List[dict]] = {}
SESSIONS: Dict[str, str] = {}
USERS = {"alice": "wonderland", "bob": "builder"}


class Item(BaseModel):
    sku: str
    qty: int = 1


class Credentials(BaseModel):
    username: str
    password: str


@app.post("/auth/login")
def login(creds: Credentials, response: Response):
    if USERS.get(creds.username) != creds.password:
        raise HTTPException(status_code=401)
    session_id = uuid.uuid4().hex
    SESSIONS[session_id] = creds.username
    response.set_cookie(key="cart_session", value=session_id, httponly=False, samesite="lax")
    return {"user": creds.username}


@app.get("/cart")
def get_cart(cart_session: Optional[str] = Cookie(None)):
    user = SESSIONS.get(cart_session or "")
    if user is None:
        raise HTTPException(status_code=401)
    return {"items": CARTS.get(user, [])}


@app.post("/cart/items")
def add_item(item: Item, cart_session: Optional[str] = Cookie(None)):
    user = SESSIONS.get(cart_session or "")
    if user is None:
        raise HTTPException(status_code=401)
    CARTS.setdefault(user, []).append(item.dict())
    return {"count": len(CARTS[user])}


@app.post("/auth/logout")
def logout(response: Response, cart_session: Optional[str] = Cookie(None)):
    SESSIONS.pop(cart_session or "", None)
    response.delete_cookie("cart_session")
    return {"logged_out": True}
