import base64
import json

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/oauth/callback")
def oauth_callback(code: str, state: str = ""):
    padded = state + "=" * (-len(state) % 4)
    data = json.loads(base64.urlsafe_b64decode(padded) or b"{}")
    return_to = data.get("return_to", "/")
    return RedirectResponse(url=return_to, status_code=302)
