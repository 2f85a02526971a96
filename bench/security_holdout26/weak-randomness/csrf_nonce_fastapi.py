import secrets
import time
from dataclasses import dataclass, field
from typing import Dict

from fastapi import FastAPI, Form, HTTPException, Request

app = FastAPI()


def new_nonce() -> str:
    return secrets.token_urlsafe(32)


@dataclass
class FormNonce:
    form_name: str
    value: str = field(default_factory=new_nonce)
    created: float = field(default_factory=time.time)


class NonceRegistry:
    def __init__(self):
        self._nonces: Dict[str, FormNonce] = {}

    def issue(self, form_name: str) -> FormNonce:
        nonce = FormNonce(form_name=form_name)
        self._nonces[nonce.value] = nonce
        return nonce

    def consume(self, value: str, form_name: str) -> bool:
        nonce = self._nonces.pop(value, None)
        return nonce is not None and secrets.compare_digest(nonce.form_name, form_name)


registry = NonceRegistry()


@app.get("/forms/{form_name}/nonce")
def get_nonce(form_name: str):
    return {"nonce": registry.issue(form_name).value}


@app.post("/forms/{form_name}")
def submit_form(form_name: str, request: Request, nonce: str = Form(...)):
    if not registry.consume(nonce, form_name):
        raise HTTPException(status_code=403, detail="stale form")
    return {"accepted": form_name}
