import os
import secrets

from fastapi import FastAPI, Form, HTTPException, Response

app = FastAPI()
CLIENTS = {"svc-reporting": os.environ.get("REPORTING_CLIENT_SECRET", "")}
TOKENS: dict = {}


@app.post("/token")
def issue_token(response: Response, client_id: str = Form(...), client_secret: str = Form(...)):
    expected = CLIENTS.get(client_id)
    if not expected or not secrets.compare_digest(expected, client_secret):
        raise HTTPException(status_code=401)
    token = secrets.token_urlsafe(32)
    TOKENS[token] = client_id
    response.set_cookie(key="access_token", value=token, max_age=3600)
    return {"token_type": "cookie"}
