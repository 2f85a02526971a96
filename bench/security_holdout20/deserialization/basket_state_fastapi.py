import base64
import binascii
import hashlib
import hmac
import logging
import os
import pickle

from fastapi import FastAPI, Header, HTTPException

app = FastAPI()
log = logging.getLogger("basket")
SIGNING_KEY = os.environ["BASKET_SIGNING_KEY"].encode()


@app.get("/basket/summary")
async def basket_summary(x_basket_state: str = Header(...), x_basket_signature: str = Header("")):
    try:
        blob = base64.urlsafe_b64decode(x_basket_state)
    except (binascii.Error, ValueError):
        raise HTTPException(status_code=400, detail="malformed basket state")
    expected = hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, x_basket_signature):
        log.warning("basket state signature mismatch (len=%d)", len(blob))
        raise HTTPException(status_code=403, detail="basket state rejected")
    basket = pickle.loads(blob)
    lines = basket.get("lines", [])
    total = sum(line["price"] * line["qty"] for line in lines)
    return {"items": len(lines), "total": round(total, 2)}
