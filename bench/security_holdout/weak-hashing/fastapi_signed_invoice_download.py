import hashlib
import hmac
import os
import time

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
SIGNING_KEY = os.environ["INVOICE_SIGNING_KEY"].encode()
STORAGE = "/srv/invoices"


def link_signature(filename: str, expires: int) -> str:
    return hmac.new(SIGNING_KEY, f"{filename}:{expires}".encode(), hashlib.sha256).hexdigest()


@app.get("/invoices/{filename}")
async def download(filename: str, expires: int, sig: str):
    if expires < time.time() or not hmac.compare_digest(sig, link_signature(filename, expires)):
        raise HTTPException(status_code=403)
    return FileResponse(os.path.join(STORAGE, os.path.basename(filename)))
