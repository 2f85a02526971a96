from functools import partial

import httpx
from fastapi import FastAPI, Header

app = FastAPI()
post_json = partial(httpx.post, timeout=3.0)


@app.post("/webhooks/test")
def test_webhook(x_callback_url: str = Header(...)):
    target = x_callback_url.strip()
    result = post_json(target, json={"event": "ping"})
    return {"delivered": result.status_code < 400, "status": result.status_code}
