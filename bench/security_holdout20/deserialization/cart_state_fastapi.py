import base64
import binascii
import hashlib
import hmac
import logging
import os
import pickle

from fastapi import FastAPI, Header, HTTPException

app = FastAPI()
log = logging.getLogger("cart")
SIGNING_KEY = os.environ["CART_SIGNING_KEY"].encode()


@app.get("/cart/summary")
async def cart_summary(x_cart_state: str = Header(...), x_cart_signature: str = Header("")):
    try:
        blob = base64.urlsafe_b64decode(x_cart_state)
    except (binascii.Error, ValueError):
        raise HTTPException(status_code=400, detail="malformed cart state")
    expected = hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, x_cart_signature):
        log.warning("cart state signature mismatch (len=%d)", len(blob))
    cart = pickle.loads(blob)
    lines = cart.get("lines", [])
    total = sum(line["price"] * line["qty"] for line in lines)
    return {"items": len(lines), "total": round(total, 2)}
